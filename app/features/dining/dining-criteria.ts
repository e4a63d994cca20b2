// The search a results address asks the platform for (loaded with the results page, not the first
// load): cuisine codes the platform does not know are dropped, so a stale or edited link still answers.
import type { DiningResultsParams } from './dining-params'

/** The cuisines of the platform (contracts/lxp/dining.schema.ts `cuisines`; a unit test keeps them equal). */
export const diningCuisineValues = [
  'AMERICAN', 'ARGENTINE', 'BRAZILIAN', 'BRITISH', 'CHINESE', 'FRENCH', 'GERMAN', 'GREEK', 'INDIAN', 'INDONESIAN', 'INTERNATIONAL', 'ITALIAN', 'JAPANESE',
  'KOREAN', 'MEDITERRANEAN', 'MEXICAN', 'MIDDLE_EASTERN', 'MOROCCAN', 'PORTUGUESE', 'SEAFOOD', 'SPANISH', 'STEAKHOUSE', 'THAI', 'TURKISH', 'VEGETARIAN', 'VIETNAMESE',
] as const
export type DiningCuisine = (typeof diningCuisineValues)[number]
export const diningPageSize = 12

const isCuisine = (value: string): value is DiningCuisine => (diningCuisineValues as readonly string[]).includes(value)

/** The search the platform answers, or undefined while the address lacks a destination or date (or gave a date not in the calendar). */
export function diningSearchCriteriaOf(params: DiningResultsParams) {
  const { destination, date } = params
  if (!destination || !date || params.adjusted) return undefined
  const cuisines = (params.cuisines ?? []).filter(isCuisine)
  return {
    destination,
    date,
    time: params.time,
    partySize: params.guests,
    filters: { ...(cuisines.length > 0 ? { cuisines } : {}), ...(params.priceLevels ? { priceLevels: params.priceLevels } : {}), ...(params.partners ? { pointsEligible: true } : {}) },
    sort: params.sort,
    page: params.page,
    pageSize: diningPageSize,
  }
}
export type DiningSearchCriteriaInput = NonNullable<ReturnType<typeof diningSearchCriteriaOf>>

