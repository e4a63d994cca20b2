import { queryOptions } from '@tanstack/react-query'
import { airReservationsCancelQuote, airReservationsView } from '@server/bff/functions/air.functions'

export const airReservationViewQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['air-reservation', reservationId],
    queryFn: () => airReservationsView({ data: { params: { reservationId } } }),
  })

export const airCancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['air-cancellation-quote', reservationId],
    queryFn: () => airReservationsCancelQuote({ data: { params: { reservationId } } }),
    staleTime: 0,
  })
