import { queryOptions } from '@tanstack/react-query'
import { getCancellationQuote } from '@server/hotel/checkout.functions'

export const cancellationQuoteQueryOptions = (reservationId: string) =>
  queryOptions({
    queryKey: ['hotel-cancellation-quote', reservationId],
    queryFn: () => getCancellationQuote({ data: { reservationId } }),
    staleTime: 0,
  })
