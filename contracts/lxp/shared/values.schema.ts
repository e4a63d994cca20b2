// The small values every line's schemas are made of: dates, clock times, currencies and money
// (§D6: amounts are integer minor units).
import { z } from 'zod'

const isoDateMessage = 'must be a date as YYYY-MM-DD'
export const IsoDateSchema = z.iso.date({ message: isoDateMessage })

/**
 * A date a traveller gives in a form: left empty, it is asked for in words (`whenEmpty`), since the
 * browser's date field shows its own format, not YYYY-MM-DD (issue 43 item 1); otherwise as IsoDateSchema.
 */
export const travellerDateSchema = (whenEmpty: string) => z.iso.date({ error: (issue) => (issue.input === '' ? whenEmpty : isoDateMessage) })

/** A local clock time, HH:mm. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:mm')

export const CurrencyCodeSchema = z.string().length(3)

/**
 * A price's part due at booking, one definition on every line (issue 36: a car's quote left trip protection out of
 * `dueNow` while its reservation's card charge took it in): the price alone, trip protection apart; what the card is
 * charged is this less what points pay, and the premium when it is bought.
 */
export const DueNowSchema = z.int().describe("Due at booking, trip protection apart (the quote's `tripProtection.premium`, charged to the card besides)")

export const MoneySchema = z
  .object({ amount: z.int().describe('Integer minor units, e.g. cents'), currency: CurrencyCodeSchema })
  .meta({ id: 'Money' })
export type Money = z.infer<typeof MoneySchema>

export const ImageSchema = z.object({ src: z.string(), alt: z.string() })

/** The destination a product belongs to, as quotes and reservations name it. */
export const DestinationRefSchema = z.object({ id: z.string(), name: z.string(), country: z.string(), timeZone: z.string().optional().describe('IANA time zone of its clock, which judges whether a date has passed (issue 37)') })

/** One traveller's review of a product, as hotel, restaurant and activity pages show it. */
export const TravellerReviewSchema = z
  .object({ author: z.string(), rating: z.int().min(1).max(5), title: z.string(), text: z.string(), date: IsoDateSchema })
  .meta({ id: 'TravellerReview' })
export type TravellerReview = z.infer<typeof TravellerReviewSchema>

/**
 * When free cancellation ends, in one form on every line (issue 41): an instant, RFC 3339 at the venue's UTC offset.
 * `freeCancellationUntil`, kept for the callers that read it, is a day on some lines and a local moment on others.
 */
export const FreeCancellationEndsAtSchema = z.iso
  .datetime({ offset: true })
  .nullable()
  .describe(
    "When free cancellation ends, the same form on every line: an RFC 3339 instant at the venue's UTC offset (2027-03-11T00:00:00+01:00); cancelling before it is free. Null when cancelling was never free or no longer is, and on a cancelled reservation. Read it rather than freeCancellationUntil, whose form varies by line (a last day on hotels and cars, a local moment on tours and dining)",
  )
  .meta({ example: '2027-03-11T00:00:00+01:00' })
