// What the car results show beside the list: the active filters as removable tags, and the rental
// locations of the offers on the page as map markers with the lowest price of a day there, as the cards say it.
import type { CarOfferSummary, CarSearchResult } from '@contracts/lxp/car.schema'
import type { FilterTag } from '~/ui/filter-tags'
import type { MapMarker } from '~/ui/map/map-markers'
import { carDayPrice, carPrice } from './car-format'
import type { CarResultsParams } from './car-params'
import { carText } from '~/i18n/plain/car'

/** Each active filter as a tag whose removal takes that one value out (and goes back to page 1). */
export function carFilterTags(search: CarResultsParams, facets: CarSearchResult['facets']): FilterTag<Partial<CarResultsParams>>[] {
  const labelOf = (values: readonly { value: string; label: string }[], value: string) => values.find((facet) => facet.value === value)?.label ?? value
  const without = <T extends string>(list: readonly T[], value: T) => {
    const rest = list.filter((item) => item !== value)
    return rest.length > 0 ? rest : undefined
  }
  return [
    ...(search.classes ?? []).map((value) => ({ label: labelOf(facets.classes, value), remove: { classes: without(search.classes ?? [], value), page: 1 } })),
    ...(search.suppliers ?? []).map((value) => ({ label: labelOf(facets.suppliers, value), remove: { suppliers: without(search.suppliers ?? [], value), page: 1 } })),
    ...(search.transmission ? [{ label: carText('results.transmission-tag', { transmission: labelOf(facets.transmission, search.transmission) }), remove: { transmission: undefined, page: 1 } }] : []),
  ]
}

/** The id of the first card of a rental location in the list, where its marker scrolls to. */
export const carLocationListId = (locationId: string) => `cars-at-${locationId}`

/**
 * One marker per pick-up location of these offers, in the order they first appear, with its lowest price of a day: the
 * card's own (`carDayPrice`, to the cent), so a pin never says "from $63 a day" beside a card's "$62.67 a day on average" (issue 36).
 */
export function rentalLocationMarkers(offers: readonly CarOfferSummary[]): MapMarker[] {
  const byLocation = new Map<string, { location: CarOfferSummary['pickUpLocation']; lowest: number; currency: string; count: number }>()
  for (const offer of offers) {
    const day = carDayPrice(offer.total.amount, offer.days).amount
    const entry = byLocation.get(offer.pickUpLocation.id)
    if (!entry) byLocation.set(offer.pickUpLocation.id, { location: offer.pickUpLocation, lowest: day, currency: offer.total.currency, count: 1 })
    else {
      entry.count += 1
      entry.lowest = Math.min(entry.lowest, day)
    }
  }
  return [...byLocation.values()].map(({ location, lowest, currency, count }) => {
    const price = carPrice(lowest, currency)
    return { id: location.id, latitude: location.latitude, longitude: location.longitude, label: price, amount: lowest, name: carText.plural('results.marker', count, { location: location.name, price }) }
  })
}
