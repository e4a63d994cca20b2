// A party in words, one truth for every place that restates it: the pages (through ~/i18n/party-text, in the
// visitor's locale) and what the server writes without the pages (the calendar file). "1 room, 2 adults,
// 2 children (ages 4 and 9)": plural categories by the locale's plural rules, the ages as the locale lists them
// (docs/decisions/155). Messages in the pages' plain form (`.one`/`.other`, {name} placeholders), free of zod.

const enUs = {
  'room.one': '{count} room',
  'room.other': '{count} rooms',
  'adult.one': '{count} adult',
  'adult.other': '{count} adults',
  'child.one': '{count} child',
  'child.other': '{count} children',
  'child-ages.one': '{children} (age {ages})',
  'child-ages.other': '{children} (ages {ages})',
  'passenger.one': '{count} passenger',
  'passenger.other': '{count} passengers',
  'guest.one': '{count} guest',
  'guest.other': '{count} guests',
  'child-infant': '{children} (under 1)',
  'age-under-one': 'under 1',
  'list': '{first}, {rest}',
}
type PartyMessage = keyof typeof enUs

/** The party's words by locale; a locale not listed reads en-US's. */
export const partyMessages: Record<'en-US' | 'en-GB', Readonly<Record<PartyMessage, string>>> = { 'en-US': enUs, 'en-GB': enUs }

/** `rooms`: a stay's rooms, said first where given; `childAges`: the children, by age (0 to 17). */
export type PartyInWords = { rooms?: number; adults: number; childAges: readonly number[] }

const fill = (message: string, values: Record<string, string>) => message.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)

/** A locale's messages, and a count in words by its plural rules. */
function wordsIn(locale: string) {
  const known = locale === 'en-GB' ? 'en-GB' : 'en-US'
  const messages = partyMessages[known]
  const rules = new Intl.PluralRules(known)
  const counted = (stem: 'room' | 'adult' | 'child' | 'child-ages' | 'passenger' | 'guest', count: number, values: Record<string, string> = {}) => {
    const category = `${stem}.${rules.select(count)}`
    return fill(category in messages ? messages[category as PartyMessage] : messages[`${stem}.other`], { count: count.toLocaleString(known), ...values })
  }
  return { known, messages, counted }
}

/**
 * "2 adults", "2 adults, 1 child (age 4)", "1 room, 2 adults, 2 children (ages 4 and 9)"; `withAges: false` leaves
 * the ages out where the page says them elsewhere (a search's form, a results heading).
 */
export function partyWords({ rooms, adults, childAges }: PartyInWords, { withAges = true, locale = 'en-US' }: { withAges?: boolean; locale?: string } = {}) {
  const { known, messages, counted } = wordsIn(locale)
  const parts = [...(rooms === undefined ? [] : [counted('room', rooms)]), counted('adult', adults)]
  if (childAges.length > 0) {
    const children = counted('child', childAges.length)
    // A child under one is "under 1", as the age choice names it, never "age 0".
    const ages = new Intl.ListFormat(known, { type: 'conjunction' }).format(childAges.map((age) => (age === 0 ? messages['age-under-one'] : age.toLocaleString(known))))
    const inWords = childAges.length === 1 && childAges[0] === 0 ? fill(messages['child-infant'], { children }) : counted('child-ages', childAges.length, { children, ages })
    parts.push(withAges ? inWords : children)
  }
  return parts.reduceRight((rest, first) => fill(messages.list, { first, rest }))
}

/** A transfer's party: one count of passengers, "3 passengers" (docs/decisions/098). */
export const passengerWords = (count: number, { locale = 'en-US' }: { locale?: string } = {}) => wordsIn(locale).counted('passenger', count)

/** A table's party: one count of guests, "2 guests", on the dining pages and in the calendar file alike (issue 36). */
export const guestWords = (count: number, { locale = 'en-US' }: { locale?: string } = {}) => wordsIn(locale).counted('guest', count)
