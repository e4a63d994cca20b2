import { queryOptions } from '@tanstack/react-query'
import { getAirCancellationQuote, getAirReservation } from '@server/air/air.functions'

export const airReservationViewQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['air-reservation', reservationId],
    queryFn: () => getAirReservation({ data: { reservationId } }),
  })

export const airCancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['air-cancellation-quote', reservationId],
    queryFn: () => getAirCancellationQuote({ data: { reservationId } }),
    staleTime: 0,
  })
