// The steps after a line's search (SPEC.md §2) and what each needs in its address.
import { optionalText } from '~/lib/search-params'

export const lineSteps = ['offer', 'checkout', 'confirmation', 'exchange-modify', 'exchange-search-results', 'exchange-checkout', 'exchange-confirmation'] as const
export type LineStep = (typeof lineSteps)[number]

type StepNeeds = { param: 'offerId' | 'reservationId'; what: string; missingHeading: string; notFoundHeading: string }

const offer = { param: 'offerId', what: 'an offer', missingHeading: 'Choose an offer first', notFoundHeading: "We can't find that offer" } as const
const reservation = { param: 'reservationId', what: 'a booking', missingHeading: 'Choose a booking first', notFoundHeading: "We can't find that booking" } as const

export const lineStepNeeds: Record<LineStep, StepNeeds> = {
  offer,
  checkout: offer,
  confirmation: reservation,
  'exchange-modify': reservation,
  'exchange-search-results': reservation,
  'exchange-checkout': reservation,
  'exchange-confirmation': reservation,
}

const identifier = (value: unknown) => {
  const text = optionalText(value, 64)
  return text && /^[A-Za-z0-9_-]+$/.test(text) ? text : undefined
}

/** For a step route's validateSearch: the identifier it needs, when usable. */
export function readStepSearch(step: LineStep, search: Record<string, unknown>): { offerId?: string; reservationId?: string } {
  const param = lineStepNeeds[step].param
  const value = identifier(search[param])
  return value ? { [param]: value } : {}
}

/** The status a step answers: 400 without its identifier; 404 with one, until the line's inventory exists. */
export function stepStatus(step: LineStep, search: { offerId?: string; reservationId?: string }) {
  return search[lineStepNeeds[step].param] ? 404 : 400
}
