import { queryOptions } from '@tanstack/react-query'
import { airExchangeQuote, airExchangeSearch, airReservationsView } from '@server/bff/functions/air.functions'

export const exchangeReservationQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['air-reservation', reservationId],
    queryFn: () => airReservationsView({ data: { params: { reservationId } } }),
  })

export type ExchangeCriteria = { departDate: string; returnDate?: string; sort: 'price' | 'duration' | 'departure'; page: number }

export const exchangeSearchQueryOptions = (reservationId: string, criteria: ExchangeCriteria) =>
  queryOptions({
    queryKey: ['air-exchange-search', reservationId, criteria],
    queryFn: () => airExchangeSearch({ data: { params: { reservationId }, body: { ...criteria, pageSize: 10 } } }),
    staleTime: 30_000,
  })

export const exchangeQuoteQueryOptions = (reservationId: string, offerId: string) =>
  queryOptions({
    queryKey: ['air-exchange-quote', reservationId, offerId],
    queryFn: () => airExchangeQuote({ data: { params: { reservationId }, body: { offerId } } }),
    staleTime: 0,
  })
