// A rate's cancellation policy in the visitor's words and formats (§R9), from the policy's
// fields rather than the platform's English description, which writes ISO dates and fixed prices.
import type { z } from 'zod'
import type { CancellationPolicySchema } from '@contracts/lxp/hotel.schema'
import { hotelTripText } from '~/i18n/plain/hotel-trip'
import { formatPriceFull } from '~/lib/format/money'
import { formatStayDate } from '~/lib/format/stay-date'

export function cancellationPolicyText(policy: z.infer<typeof CancellationPolicySchema>): string {
  if (!policy.refundable) return hotelTripText('policy.non-refundable')
  const penalty = formatPriceFull(policy.penaltyAfterDeadline.amount, { currency: policy.penaltyAfterDeadline.currency })
  if (!policy.freeCancellationUntil) return hotelTripText('policy.deadline-passed', { penalty })
  return hotelTripText('policy.free-until', { date: formatStayDate(policy.freeCancellationUntil), penalty })
}
