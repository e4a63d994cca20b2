// Every line's search form, over the URL shape of ./line-search-params.ts: each line gives its parameters
// their labels and messages (`<line>-line-search.tsx`); here are validation and the URL.
import { countCap, firstUnchosenAge, readParam, type LineSearchParam } from './line-search-params'
import type { ApiErrorObject } from '@contracts/api/api-error'
import { linesText } from '~/i18n/plain/lines'

export { readLineSearch, searchLines, type SearchLine } from './line-search-params'

/** `hint`: a sentence shown below the field (what a choice changes); `placeholder`: an example inside an empty text field. */
export type LineFieldText = { label: string; missing?: string; afterMessage?: string; atMostMessage?: string; pastMessage?: string; hint?: string; placeholder?: string }
export type LineSearchField = LineSearchParam & LineFieldText

/**
 * A line's search form: its parameters, in the order the fields show, with their texts. Called when a
 * form renders, never when a module loads: on the server a module loads once, inside the request that
 * first needs it, and texts read then would keep that visitor's locale for every later one (an en-GB
 * visitor was served "Travelers" while the browser rendered "Travellers": React #418).
 */
export function withFieldTexts(params: readonly LineSearchParam[], texts: Record<string, LineFieldText>): LineSearchField[] {
  return params.map((param) => ({ ...param, ...texts[param.name]! }))
}

/** The value a field shows when the URL has none. */
export function fieldDefault(field: LineSearchField): string {
  return field.kind === 'time' || field.kind === 'choice' ? field.fallback : field.kind === 'count' ? String(field.fallback) : ''
}

export type LineSearchErrors = Record<string, string>

/** A line's own rule across its fields (a stay's check-out after its check-in): errors by field name. */
export type LineSearchCheck = (values: Record<string, string>, today: string) => LineSearchErrors

/**
 * What stops a search: required fields left empty, dates in the past or out of order, then the line's own `check`
 * (its error beside a field the shared rules let pass).
 */
export function validateLineSearch(fields: readonly LineSearchField[], values: Record<string, string>, today: string, check?: LineSearchCheck): LineSearchErrors {
  const errors: LineSearchErrors = {}
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim()
    if (!value) {
      if (field.required) errors[field.name] = field.missing ?? linesText('search.fill-in', { field: field.label.toLowerCase() })
      continue
    }
    // A child whose age is not chosen: the age is asked for beside it, never assumed (issue 36).
    if (field.kind === 'ages' && firstUnchosenAge(value) >= 0) {
      errors[field.name] = field.missing ?? linesText('search.choose-child-age')
      continue
    }
    if (readParam(field, value) === undefined) {
      errors[field.name] = field.kind === 'date' ? linesText('search.date-format') : linesText('search.check', { field: field.label.toLowerCase() })
      continue
    }
    const cap = countCap(field, values, fields)
    if (cap !== undefined && Number(value) > cap) errors[field.name] = field.atMostMessage ?? linesText('search.at-most', { count: cap })
    if (field.kind !== 'date') continue
    // The end of a range is checked against its start, the start against today: an end in the past is always one of those.
    const after = 'after' in field ? field.after : undefined
    if (after && values[after]) {
      if (value < values[after]!) errors[field.name] = field.afterMessage ?? linesText('search.dates')
    } else if (value < today) errors[field.name] = field.pastMessage ?? linesText('search.past')
  }
  for (const [name, message] of Object.entries(check?.(values, today) ?? {})) errors[name] ??= message
  return errors
}

/** The search as a URL query string, leaving out empty values and the defaults of fields kept out of the address (flight travellers). */
export function lineSearchQuery(fields: readonly LineSearchField[], values: Record<string, string>): string {
  const query = new URLSearchParams()
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim()
    if (field.omitWhenDefault && value === fieldDefault(field)) continue
    if (value) query.set(field.name, value)
  }
  return query.toString()
}

/**
 * The platform's refusals of a search placed beside the form's fields: `fieldOf` names the form field
 * of a request field (`destination`, `partySize`), or undefined; the rest go to a banner.
 */
export function lineSearchErrorsOf(errors: readonly ApiErrorObject[], fieldOf: (requestField: string) => string | undefined) {
  const byField: LineSearchErrors = {}
  const banner: ApiErrorObject[] = []
  for (const error of errors) {
    const name = fieldOf(error.field?.replace(/^body\./, '') ?? '')
    if (name) byField[name] ??= error.message.replace(/^[\w.]+: /, '')
    else banner.push(error)
  }
  return { byField, banner }
}
