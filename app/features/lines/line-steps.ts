// The steps after a line's search (SPEC.md §2) and the identifier each needs in its address.
// Kept free of texts: the routes' validateSearch reads this on the first load.
import { optionalText } from '~/lib/search-params'

export const lineSteps = ['offer', 'checkout', 'confirmation', 'exchange-modify', 'exchange-search-results', 'exchange-checkout', 'exchange-confirmation'] as const
export type LineStep = (typeof lineSteps)[number]
export type StepParam = 'offerId' | 'reservationId'

export const lineStepParam: Record<LineStep, StepParam> = {
  offer: 'offerId',
  checkout: 'offerId',
  confirmation: 'reservationId',
  'exchange-modify': 'reservationId',
  'exchange-search-results': 'reservationId',
  'exchange-checkout': 'reservationId',
  'exchange-confirmation': 'reservationId',
}

const identifier = (value: unknown) => {
  const text = optionalText(value, 64)
  return text && /^[A-Za-z0-9_-]+$/.test(text) ? text : undefined
}

export type StepIds = { offerId?: string; reservationId?: string }

/** For a step route's validateSearch: the offer and booking ids, when usable. */
export function readStepIds(search: Record<string, unknown>): StepIds {
  const ids: StepIds = {}
  for (const param of ['offerId', 'reservationId'] as const) {
    const value = identifier(search[param])
    if (value) ids[param] = value
  }
  return ids
}

/** The status a step answers: 400 without its identifier; 404 with one, until the line's inventory exists. */
export function stepStatus(step: LineStep, search: StepIds) {
  return search[lineStepParam[step]] ? 404 : 400
}
