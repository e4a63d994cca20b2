// Small parsers for URL search params. Route search validation runs in the first-load bundle, so it
// stays free of zod (about 22 KB compressed) to keep pages within the JavaScript budget.

/** A string no longer than `max`, else undefined. */
export function optionalText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined
}

/** A whole number within bounds (URL values arrive as strings or numbers), else undefined. */
export function optionalInteger(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : Number.NaN
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined
}

/** A number within bounds, else undefined. */
export function optionalNumber(value: unknown, min: number, max: number): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  return Number.isFinite(number) && number >= min && number <= max ? number : undefined
}

/** A calendar date as YYYY-MM-DD that exists (no 30 February), else undefined. */
export function optionalIsoDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined
}

/** One of the allowed values, else undefined. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined
}

/**
 * A parameter given empty: `name=`, or a name repeated with every value empty (`children=&children=`, the "No child"
 * choices of a form sent without script, issue 43): absent, not a value to replace.
 */
export function blankParam(value: unknown) {
  return value === '' || (Array.isArray(value) && value.every((entry) => entry === ''))
}

/** A comma-separated list (or an array, a name repeated) whose every item passes `item`, its empty items left out; else undefined. */
export function optionalList<T>(value: unknown, item: (entry: unknown) => T | undefined, maxItems = 20): T[] | undefined {
  const entries = Array.isArray(value) ? value.filter((entry) => entry !== '') : typeof value === 'string' ? value.split(',').filter(Boolean) : typeof value === 'number' ? [value] : undefined
  if (!entries || entries.length === 0 || entries.length > maxItems) return undefined
  const parsed = entries.map(item)
  return parsed.every((entry) => entry !== undefined) ? (parsed as T[]) : undefined
}

/**
 * The children's ages of a hotel address, one encoding for every hotel page (the results, the hotel page, compare,
 * checkout and a stay's change): `children=5,9`, a list, or the name repeated by a form sent without script with its
 * "No child" choices empty. Undefined for none, or when an age is not 0 to 17 or there are more than 8.
 */
export function optionalChildAges(value: unknown): number[] | undefined {
  return blankParam(value) ? undefined : optionalList(value, (age) => optionalInteger(age, 0, 17), 8)
}

/** `true` for true/"true"; undefined for absent or false. Anything else is invalid (null). */
export function optionalFlag(value: unknown): true | undefined | null {
  if (value === true || value === 'true') return true
  if (value === undefined || value === false || value === 'false') return undefined
  return null
}

/**
 * Children's ages as one comma-separated text ("4,9"), each 0 to `maxAge`, at most `maxItems`: normalised
 * ("04, 9" reads "4,9"), or undefined when unusable; the empty text is no children. The router may hand a
 * lone age over as a number, and a list as an array.
 */
export function optionalAges(value: unknown, maxAge = 17, maxItems = 8): string | undefined {
  if (value === '') return ''
  const ages = optionalList(typeof value === 'string' ? value.split(',').map((entry) => entry.trim()) : value, (age) => optionalInteger(age, 0, maxAge), maxItems)
  return ages?.join(',')
}

/** The date parameters the address gives that are not days of the calendar (`date=2027-02-29`, `2027-04-31`). */
export function unreadableDates<Name extends string>(raw: Record<string, unknown>, names: readonly Name[]): Name[] {
  return names.filter((name) => raw[name] !== undefined && raw[name] !== '' && optionalIsoDate(raw[name]) === undefined)
}

/**
 * The names of the values an address gave that could not be used (`found`) with those an earlier address carried
 * (its `adjusted`), or undefined for none. A route's search keeps them as `adjusted`: the server answers a cleaned
 * search with a redirect to the clean address, and the page still says what was wrong, beside its field.
 */
export function adjustedNames<Name extends string>(raw: Record<string, unknown>, names: readonly Name[], found: readonly Name[]): Name[] | undefined {
  const carried = optionalList(raw.adjusted, (name) => oneOf(name, names)) ?? []
  const all = [...new Set([...carried, ...found])]
  return all.length > 0 ? all : undefined
}
