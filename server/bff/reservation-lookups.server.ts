// Limits on reaching a reservation by its number (docs/decisions/059-reservation-access.md). An email
// is no secret, so a lookup that names one, or that finds nothing, counts per client address, and one
// that names an email also per client address and reservation number: one address cannot try many
// numbers, nor many emails for one number. The count is the guesser's own (decision 109): a stranger's
// wrong emails never lock the owner out from another address. A member reaching their own bookings,
// or a guest through the signed cookie of the browser that booked, finds them and is never counted.
import { TooManyRequestsError, createRateLimiter } from '../auth/request-guard.server'
import { RateLimitedError } from '../http/errors'

/** Lookups a client address may make: a traveller looks up a handful of bookings, not hundreds. */
export const lookupsPerClient = { window: 60, max: 10 }
/** Lookups of one reservation number that one client address names an email for: its view, quote and cancel take three. */
export const lookupsPerClientAndReservation = { window: 10 * 60, max: 5 }

export type Lookup = {
  /** The caller's address (`clientAddress` of the request). */
  client: string
  reservationId: string
  /** The email the caller gave, if any (not one read from the signed guest cookie). */
  email?: string
  /**
   * Only its lookups that find nothing count (a partner's key, which reaches only the bookings made
   * with it, decision 150): each miss counts per client, and one that named an email also per client
   * and reservation number, so a key's tries of emails for one number are limited as an address's are.
   */
  countsOnlyMisses?: boolean
}

/** Counted in the store every instance shares (decision 062), or on `now`'s clock in memory (tests). */
export function createReservationLookupLimits(now?: () => number) {
  const perClient = createRateLimiter(lookupsPerClient, now)
  const perClientAndReservation = createRateLimiter(lookupsPerClientAndReservation, now)

  async function count({ client, reservationId, email }: Lookup) {
    try {
      await perClient.consume(`reservation-lookup:${client}`)
      if (email) await perClientAndReservation.consume(`reservation-lookup:${client}:${reservationId}`)
    } catch (error) {
      if (error instanceof TooManyRequestsError) {
        // The 429 names the limit reached, so a caller knows whether waiting or another number helps.
        const name = error.limit === lookupsPerClientAndReservation ? 'reservation-lookup-per-client-and-reservation' : 'reservation-lookup-per-client'
        const policy = error.limit ? { name, ...error.limit } : undefined
        throw new RateLimitedError(`Too many reservation lookups. Please wait ${error.retryAfterSeconds} seconds and try again.`, error.retryAfterSeconds, policy)
      }
      throw error
    }
  }

  /**
   * Runs the lookup within the limits: one that names an email is counted before it is made, so a
   * limited caller learns nothing from it; one without, or one of a caller whose hits are never a
   * guess (`countsOnlyMisses`), is counted when it finds nothing (404).
   */
  return async function withinLimits<Answer extends { status: number }>(lookup: Lookup, run: () => Promise<Answer>): Promise<Answer> {
    const countedBefore = Boolean(lookup.email) && !lookup.countsOnlyMisses
    if (countedBefore) await count(lookup)
    const answer = await run()
    if (!countedBefore && answer.status === 404) await count(lookup)
    return answer
  }
}

/** The limits every instance shares when DATABASE_URL or REDIS_URL is set (decision 062). */
export const withinReservationLookupLimits = createReservationLookupLimits()
