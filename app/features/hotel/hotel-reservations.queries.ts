import { queryOptions } from '@tanstack/react-query'
import { hotelReservationsCancelQuote, hotelStayChangeQuote } from '@server/bff/functions/hotel.functions'

export const cancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['hotel-cancellation-quote', reservationId],
    queryFn: () => hotelReservationsCancelQuote({ data: { params: { reservationId } } }),
    staleTime: 0,
  })

/** `childAges`: each child's age, none for an empty list. */
export type StayChoice = { checkIn: string; checkOut: string; adults: number; childAges: number[] }

/** What changing the stay to these dates and guests costs or gives back (or why it cannot change). */
export const stayChangeQuoteQueryOptions = (reservationId: string, stay: StayChoice) =>
  queryOptions({
    queryKey: ['hotel-stay-change-quote', reservationId, stay],
    queryFn: () => hotelStayChangeQuote({ data: { params: { reservationId }, body: stay } }),
    staleTime: 0,
  })
