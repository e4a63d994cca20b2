// The party of a tour or transport booking (§R9 limits in ./activity-limits): how many travel, the children's ages as
// a list or as a query string's text, and the rule that one of them is an adult.
import { z } from 'zod'
import { activityLimits } from './activity-limits'

export const TravelersSchema = z
  .int()
  .min(activityLimits.minTravelers, `Choose ${activityLimits.minTravelers} to ${activityLimits.maxTravelers} travelers.`)
  .max(activityLimits.maxTravelers, `Choose ${activityLimits.minTravelers} to ${activityLimits.maxTravelers} travelers.`)
  .meta({ examples: [3] })

const childAgesMessages = {
  age: `each child is 0 to ${activityLimits.maxChildAge} years old`,
  count: `at most ${activityLimits.maxChildren} children`,
  adult: 'at least 1 adult: travelers counts everyone, children included',
  text: `must be ages 0 to ${activityLimits.maxChildAge} separated by commas, such as 4,9`,
}
export const ChildAgesSchema = z
  .array(z.int().min(0, childAgesMessages.age).max(activityLimits.maxChildAge, childAgesMessages.age))
  .max(activityLimits.maxChildren, childAgesMessages.count)
  .meta({ examples: [[4, 9]] })
  .describe(`Tours: the age of each child (0 to ${activityLimits.maxChildAge}) on the day, one entry per child, at most ${activityLimits.maxChildren}. The children are counted in \`travelers\` too (travelers = adults + children); a child's seat costs 70 % of an adult's on options priced per traveler. Left out: no children.`)

/** Child ages written as one comma-separated text, as a query string carries them ("4,9"); the empty text is no children. */
export function childAgesOf(text: string | undefined): number[] {
  return text ? text.split(',').map(Number) : []
}

/**
 * The child ages of a query string: one text of ages separated by commas, read and checked here, and kept as
 * that text (an array would be written `childAges[0]=4&childAges[1]=9` by a client relaying the query, which
 * the platform does not read: docs/decisions/098). `childAgesOf` gives the numbers.
 */
export const ChildAgesTextSchema = z
  .string()
  .regex(/^(\d{1,2}(,\d{1,2})*)?$/, childAgesMessages.text)
  .refine((text) => childAgesOf(text).every((age) => age <= activityLimits.maxChildAge), childAgesMessages.age)
  .refine((text) => childAgesOf(text).length <= activityLimits.maxChildren, childAgesMessages.count)
  .describe(`Tours: the age of each child (0 to ${activityLimits.maxChildAge}), separated by commas (\`4,9\`); the children are counted in \`travelers\` too`)

/** At least one adult: `travelers` counts everyone, so it must exceed the children. */
export function checkAdultInParty(party: { travelers: number; childAges?: readonly number[] | string }, context: z.core.$RefinementCtx) {
  const children = typeof party.childAges === 'string' ? childAgesOf(party.childAges).length : (party.childAges?.length ?? 0)
  if (children >= party.travelers) context.addIssue({ code: 'custom', message: childAgesMessages.adult, path: ['childAges'] })
}
