// A rate's cancellation policy in the visitor's words and formats (§R9), from the policy's
// fields rather than the platform's English description, which writes ISO dates and fixed prices.
import type { z } from 'zod'
import type { CancellationPolicySchema } from '@contracts/lxp/hotel.schema'
import { hotelTripText } from '~/i18n/plain/hotel-trip'
import { formatPriceFull } from '~/lib/format/money'
import { venueClockName } from '@contracts/domain/venue-time'
import { formatStayDate } from '~/lib/format/stay-date'

/** `timeZone`: the hotel's, whose date decides the deadline (§R9). */
export function cancellationPolicyText(policy: z.infer<typeof CancellationPolicySchema>, timeZone: string): string {
  if (!policy.refundable) return hotelTripText('policy.non-refundable')
  const penalty = formatPriceFull(policy.penaltyAfterDeadline.amount, { currency: policy.penaltyAfterDeadline.currency })
  if (!policy.freeCancellationUntil) return hotelTripText('policy.deadline-passed', { penalty })
  return hotelTripText('policy.free-until', { date: formatStayDate(policy.freeCancellationUntil), zone: venueClockName(timeZone), penalty })
}
