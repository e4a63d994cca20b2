// A line's offer or checkout page once the platform has answered for what its address chose: the page's
// content with the answer, or, where the platform refused, the page that says so (its heading by the
// refusal's status, its message the platform's first error).
import { useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import type { Outcome } from '@server/bff/outcome'
import { OfferUnavailable } from './offer-unavailable'

export function Offered<T, Key extends QueryKey>({ line, query, refusedHeading, children }: {
  line: LineOfBusiness
  query: UseSuspenseQueryOptions<Outcome<T>, Error, Outcome<T>, Key>
  refusedHeading: (status: number) => string
  children: (value: T) => ReactNode
}) {
  const { data: outcome } = useSuspenseQuery(query)
  if (!outcome.ok) return <OfferUnavailable line={line} heading={refusedHeading(outcome.status)} message={outcome.errors[0]?.message ?? ''} />
  return children(outcome.value)
}
