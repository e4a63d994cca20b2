// What the car pages ask the platform for: the search of a results address and the chosen rental of an offer or
// checkout address. Loaded with those pages' loaders and components, not with every page's first load, which
// carries only the address readers of ./car-params.ts (issue 40).
import type { CarOfferParams, CarResultsParams } from './car-params'

const carPageSize = 12

/** The search the platform answers, or undefined while the address lacks a place or dates. */
export function carSearchCriteriaOf(params: CarResultsParams) {
  const { pickUpLocation, pickUpDate, dropOffDate } = params
  if (!pickUpLocation || !pickUpDate || !dropOffDate || params.adjusted) return undefined
  return {
    pickUpLocation,
    ...(params.dropOffLocation ? { dropOffLocation: params.dropOffLocation } : {}),
    pickUpDate,
    pickUpTime: params.pickUpTime,
    dropOffDate,
    dropOffTime: params.dropOffTime,
    driverAge: params.driverAge,
    filters: { ...(params.classes ? { classes: params.classes } : {}), ...(params.suppliers ? { suppliers: params.suppliers } : {}), ...(params.transmission ? { transmission: params.transmission } : {}) },
    sort: params.sort,
    page: params.page,
    pageSize: carPageSize,
  }
}
export type CarSearchCriteriaInput = NonNullable<ReturnType<typeof carSearchCriteriaOf>>

/** The chosen car and rental (with extras), or undefined when the address lacks part of it. */
export function carSelectionOf(params: CarOfferParams) {
  const { offerId, pickUpDate, dropOffDate } = params
  if (!offerId || !pickUpDate || !dropOffDate) return undefined
  const extras = (params.extras ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [extraId = '', quantity = '1'] = entry.split(':')
      return { id: extraId, quantity: Number(quantity) }
    })
  return {
    offerId,
    pickUpDate,
    pickUpTime: params.pickUpTime,
    dropOffDate,
    dropOffTime: params.dropOffTime,
    driverAge: params.driverAge,
    ...(params.dropOffLocationId ? { dropOffLocationId: params.dropOffLocationId } : {}),
    extras,
  }
}
export type CarSelectionInput = NonNullable<ReturnType<typeof carSelectionOf>>
