// The cancellation terms a car, table or tour reservation states (the "Cancellation" fact of its page), and My Trips
// beside it through the line registry (issue 36: one text for one deadline): the policy's own words, its dates and
// clock times as the visitor's.
import { withVisitorDates } from '~/lib/format/stay-date'

export function cancellationPolicyDescriptionText(policy: { description: string }): string {
  return withVisitorDates(policy.description)
}
