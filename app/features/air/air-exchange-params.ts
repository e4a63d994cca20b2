// The flight exchange pages' addresses (read without zod; the server validates again).
import { oneOf, optionalInteger, optionalIsoDate, optionalText } from '~/lib/search-params'

const reservationIdOf = (value: unknown) => {
  const text = optionalText(value, 40)
  return text && /^[A-Z0-9-]{6,40}$/.test(text) ? text : undefined
}

export type ExchangeParams = { reservationId?: string; departDate?: string; returnDate?: string; offerId?: string; sort?: 'price' | 'duration' | 'departure'; page?: number }

export function validateExchangeSearch(raw: Record<string, unknown>): ExchangeParams {
  const offerId = optionalText(raw.offerId, 400)
  return {
    reservationId: reservationIdOf(raw.reservationId),
    departDate: optionalIsoDate(raw.departDate),
    returnDate: optionalIsoDate(raw.returnDate),
    offerId: offerId && /^[YWJF]\.[A-Z0-9_~-]{10,400}$/.test(offerId) ? offerId : undefined,
    sort: oneOf(raw.sort, ['price', 'duration', 'departure'] as const),
    page: optionalInteger(raw.page, 1, 1000),
  }
}
