import { queryOptions } from '@tanstack/react-query'
import { getAirReservation, getExchangeQuote, searchExchangeFlights } from '@server/air/air.functions'

export const exchangeReservationQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['air-reservation', reservationId],
    queryFn: () => getAirReservation({ data: { reservationId } }),
  })

export type ExchangeCriteria = { departDate: string; returnDate?: string; sort: 'price' | 'duration' | 'departure'; page: number }

export const exchangeSearchQueryOptions = (reservationId: string, criteria: ExchangeCriteria) =>
  queryOptions({
    queryKey: ['air-exchange-search', reservationId, criteria],
    queryFn: () => searchExchangeFlights({ data: { reservationId, criteria: { ...criteria, pageSize: 10 } } }),
    staleTime: 30_000,
  })

export const exchangeQuoteQueryOptions = (reservationId: string, offerId: string) =>
  queryOptions({
    queryKey: ['air-exchange-quote', reservationId, offerId],
    queryFn: () => getExchangeQuote({ data: { reservationId, offerId } }),
    staleTime: 0,
  })
