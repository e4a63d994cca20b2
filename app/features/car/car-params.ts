// The car pages' addresses: the search with its filters, sort and page (results), and the chosen car
// for a rental (offer, checkout with extras). Read without zod (first-load JavaScript); the server
// checks the same values against the contract.
import { oneOf, optionalInteger, optionalIsoDate, optionalList, optionalText } from '~/lib/search-params'
import { ageLimits } from '@contracts/validation/limits'
import { dateParam, textParam, timeParam, unreadDates, type LineSearchParam } from '~/features/lines/line-search-params'

export const carClassValues = ['ECONOMY', 'COMPACT', 'MIDSIZE', 'FULLSIZE', 'SUV', 'VAN', 'LUXURY'] as const
export const carSortValues = ['recommended', 'price-asc', 'price-desc', 'class'] as const
export const transmissionValues = ['AUTOMATIC', 'MANUAL'] as const
/** §R2.22 result view modes: cars are listed, or their rental locations shown on a map beside the list. */
export const carResultViews = ['list', 'map'] as const
export type CarResultView = (typeof carResultViews)[number]

const time = (value: unknown) => (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : undefined)
const id = (value: unknown, max = 120) => {
  const text = optionalText(value, max)
  return text && /^[a-z0-9-]+$/.test(text) ? text : undefined
}
const list = <T extends string>(value: unknown, allowed: readonly T[]) => optionalList(typeof value === 'string' ? value.split(',') : value, (entry) => oneOf(entry, allowed), allowed.length)

export type CarRentalParams = { pickUpDate?: string; pickUpTime: string; dropOffDate?: string; dropOffTime: string; driverAge: number }
export type CarResultsParams = CarRentalParams & {
  pickUpLocation?: string
  dropOffLocation?: string
  classes?: (typeof carClassValues)[number][]
  suppliers?: string[]
  transmission?: (typeof transmissionValues)[number]
  sort: (typeof carSortValues)[number]
  view: CarResultView
  page: number
  /** Dates the address gave that are not days of the calendar (`unreadDates`). */
  adjusted?: string[]
}

function readRental(raw: Record<string, unknown>): CarRentalParams {
  return {
    pickUpDate: optionalIsoDate(raw.pickUpDate),
    // §R3.53 car defaults: 12:00 PM; §R5 driver age 18–99.
    pickUpTime: time(raw.pickUpTime) ?? '12:00',
    dropOffDate: optionalIsoDate(raw.dropOffDate),
    dropOffTime: time(raw.dropOffTime) ?? '12:00',
    driverAge: optionalInteger(raw.driverAge, 18, 99) ?? 30,
  }
}

export function validateCarResultsSearch(raw: Record<string, unknown>): CarResultsParams {
  return {
    pickUpLocation: optionalText(typeof raw.pickUpLocation === 'string' ? raw.pickUpLocation.trim() : raw.pickUpLocation, 100),
    dropOffLocation: optionalText(typeof raw.dropOffLocation === 'string' ? raw.dropOffLocation.trim() : raw.dropOffLocation, 100),
    ...readRental(raw),
    classes: list(raw.classes, carClassValues),
    suppliers: optionalList(typeof raw.suppliers === 'string' ? raw.suppliers.split(',') : raw.suppliers, (entry) => (typeof entry === 'string' && /^[a-z]{2,20}$/.test(entry) ? entry : undefined), 10),
    transmission: oneOf(raw.transmission, transmissionValues),
    sort: oneOf(raw.sort, carSortValues) ?? 'recommended',
    view: oneOf(raw.view, carResultViews) ?? 'list',
    page: optionalInteger(raw.page, 1, 1000) ?? 1,
    adjusted: unreadDates(carSearchFormParams, raw),
  }
}

export type CarOfferParams = CarRentalParams & { offerId?: string; dropOffLocationId?: string; extras?: string }

export function validateCarOfferSearch(raw: Record<string, unknown>): CarOfferParams {
  const extras = optionalText(raw.extras, 200)
  return { offerId: id(raw.offerId), dropOffLocationId: id(raw.dropOffLocationId, 80), ...readRental(raw), extras: extras && /^([a-z-]+:[1-4],?)+$/.test(extras) ? extras : undefined }
}

/** The car search of the landing page and the home page's widget, in the order its form shows the fields (the shared line search form). */
export const carSearchFormParams: LineSearchParam[] = [
  textParam('pickUpLocation'),
  textParam('dropOffLocation', false),
  dateParam('pickUpDate'),
  timeParam('pickUpTime'),
  dateParam('dropOffDate', true, 'pickUpDate'),
  timeParam('dropOffTime'),
  // §R5 ages 18–99; 30 when not given, as the results read it, and shown so it can be changed (under 25 may cost a young driver fee).
  { name: 'driverAge', kind: 'count', required: false, min: ageLimits.min, max: ageLimits.max, fallback: 30 },
]
