// The reservation pages' address: ?reservationId=… (read without zod, checked again by the server).
import { optionalText } from '~/lib/search-params'

export type ReservationParams = { reservationId?: string }

export function validateReservationSearch(raw: Record<string, unknown>): ReservationParams {
  const reservationId = optionalText(raw.reservationId, 40)
  return { reservationId: reservationId && /^[A-Z0-9-]{6,40}$/.test(reservationId) ? reservationId : undefined }
}
