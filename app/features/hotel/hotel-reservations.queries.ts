import { queryOptions } from '@tanstack/react-query'
import { hotelReservationsCancelQuote } from '@server/bff/functions/hotel.functions'

export const cancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['hotel-cancellation-quote', reservationId],
    queryFn: () => hotelReservationsCancelQuote({ data: { params: { reservationId } } }),
    staleTime: 0,
  })
