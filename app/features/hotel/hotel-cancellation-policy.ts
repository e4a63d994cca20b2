// A rate's cancellation policy in the visitor's words and formats (§R9), from the policy's
// fields rather than the platform's English description, which writes ISO dates and fixed prices.
import type { z } from 'zod'
import type { CancellationPolicySchema } from '@contracts/lxp/hotel.schema'
// The rate terms' own texts, not the reservation pages': the hotel page and checkout load these alone.
import { hotelRatesText } from '~/i18n/plain/hotel-rates'
import { formatPriceFull } from '~/lib/format/money'
import { venueClockName } from '@contracts/domain/venue-time'
import { formatStayDate } from '~/lib/format/stay-date'

/** `timeZone`: the hotel's, whose date decides the deadline (§R9). */
export function cancellationPolicyText(policy: Pick<z.infer<typeof CancellationPolicySchema>, 'refundable' | 'freeCancellationUntil' | 'penaltyAfterDeadline'>, timeZone: string): string {
  if (!policy.refundable) return hotelRatesText('policy.non-refundable')
  const penalty = formatPriceFull(policy.penaltyAfterDeadline.amount, { currency: policy.penaltyAfterDeadline.currency })
  if (!policy.freeCancellationUntil) return hotelRatesText('policy.deadline-passed', { penalty })
  return hotelRatesText('policy.free-until', { date: formatStayDate(policy.freeCancellationUntil), zone: venueClockName(timeZone), penalty })
}
