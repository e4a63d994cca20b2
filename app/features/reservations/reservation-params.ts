// The reservation pages' address: ?reservationId=… (read without zod, checked again by the server).
import { optionalChildAges, optionalInteger, optionalIsoDate, optionalText } from '~/lib/search-params'

export type ReservationParams = { reservationId?: string }

export function validateReservationSearch(raw: Record<string, unknown>): ReservationParams {
  const reservationId = optionalText(raw.reservationId, 40)
  return { reservationId: reservationId && /^[A-Z0-9-]{6,40}$/.test(reservationId) ? reservationId : undefined }
}

export type FindReservationParams = { number?: string; signIn?: string }

/**
 * Find my booking's address: ?number=… pre-fills the number (a reservation page reached without access
 * sends it); ?signIn=/my-trips/… is where a visitor was going when an outside login provider was to ask
 * them to sign in (decision 089): only a My Trips path is taken.
 */
export function validateFindReservationSearch(raw: Record<string, unknown>): FindReservationParams {
  const number = optionalText(raw.number, 40)
  const signIn = optionalText(raw.signIn, 200)
  return {
    number: number && /^[A-Za-z0-9-]{6,40}$/.test(number) ? number : undefined,
    signIn: signIn && /^\/my-trips(\/[\w\-/?=&%.]*)?$/.test(signIn) ? signIn : undefined,
  }
}

/**
 * `children`: each child's age, as the hotel pages carry them (undefined: none); `edit`: the dates and guests chosen
 * are to be changed again ("Choose other dates"): the form opens with them instead of pricing them (issue 36).
 */
export type StayChangeParams = ReservationParams & { checkIn?: string; checkOut?: string; adults?: number; children?: number[]; edit?: true }

/** A hotel stay's change: the reservation and, once chosen, the new dates and guests. */
export function validateStayChangeSearch(raw: Record<string, unknown>): StayChangeParams {
  const edit = raw.edit === true || raw.edit === 'true' ? true : undefined
  return { ...validateReservationSearch(raw), checkIn: optionalIsoDate(raw.checkIn), checkOut: optionalIsoDate(raw.checkOut), adults: optionalInteger(raw.adults, 1, 72), children: optionalChildAges(raw.children), edit }
}
