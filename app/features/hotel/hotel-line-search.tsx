// The hotel search as the shared line search form shows it (the landing page, the results page's "Change search" and
// the home page's widget): destination, dates, rooms, adults and the children with their ages. A destination alone
// searches: dates left empty are the default stay, which the results route fills in and says it chose
// (docs/decisions/079, issue 36). The destination suggests the traveller's recent hotel searches (one picked fills the
// whole search again), destinations and hotels (one picked opens that hotel's page for the stay).
import { withFieldTexts, type LineSearchErrors } from '~/features/lines/line-search'
import { LineSearchForm, childAgesText, lineFieldErrorClass, useChildAges, type LineFieldGroupProps, type LineSearchFormProps } from '~/features/lines/line-search-form'
import { agesParam, countParam, dateParam, textParam, type LineSearchParam } from '~/features/lines/line-search-params'
import { defaultTripDates, todayIso } from '~/lib/search-dates'
import { hotelText } from '~/i18n/plain/hotel'
import { ChildrenFields } from './hotel-children-fields'
import { hotelFieldClass, hotelInputClass } from './hotel-form-classes'
import type { DestinationPick } from './hotel-destination-picks'
import { recentSearches } from './hotel-recent-searches'
import { parseHotelSearchParams } from './hotel-params'

const loadPicks = () => import('./hotel-destination-picks').then((module) => module.default)
const loadDayPrices = () => import('./hotel-day-prices').then((module) => module.default)

// The names, bounds and defaults of ./hotel-params.ts (the results' address); apart from it, which is on every page's first load.
const hotelSearchFormParams: LineSearchParam[] = [
  textParam('destination'),
  dateParam('checkIn', false),
  dateParam('checkOut', false, 'checkIn'),
  // Each room needs an adult.
  { name: 'rooms', kind: 'count', required: false, min: 1, max: 8, fallback: 1, atMost: 'adults', group: 'party' },
  countParam('adults', 9, 2, 'party'),
  agesParam('children', 'party'),
]

/** Read at render, in the visitor's locale (see `withFieldTexts`). */
export const hotelSearchFields = () =>
  withFieldTexts(hotelSearchFormParams, {
    destination: { label: hotelText('destination-field.destination'), placeholder: hotelText('destination-field.city-area-or'), missing: hotelText('form.enter-a-city') },
    checkIn: { label: hotelText('form.check-in'), pastMessage: hotelText('form.check-in-past') },
    checkOut: { label: hotelText('form.check-out'), afterMessage: hotelText('form.check-out-after') },
    rooms: { label: hotelText('form.rooms'), atMostMessage: hotelText('form.each-room-needs') },
    adults: { label: hotelText('form.adults') },
    children: { label: hotelText('form.children'), missing: hotelText('form.choose-child-age') },
  })

/** Dates may be left out (the default stay); a check-in given needs a check-out after it. A past check-in is the shared rule's. */
export function checkHotelStay({ checkIn, checkOut }: Record<string, string>, today: string): LineSearchErrors {
  if (!checkIn || checkIn < today) return {}
  if (!checkOut) return { checkOut: hotelText('form.choose-a-check-2') }
  return checkOut <= checkIn ? { checkOut: hotelText('form.check-out-after') } : {}
}

/** The stay searched: the dates given, else the default stay from today. */
export function stayDates({ checkIn, checkOut }: { checkIn?: string; checkOut?: string }, today = todayIso()): { checkIn: string; checkOut: string } {
  if (checkIn && checkOut) return { checkIn, checkOut }
  const { start, end } = defaultTripDates(today)
  return { checkIn: start, checkOut: end }
}

/** Hotel searches are remembered in their own list (./hotel-recent-searches.tsx), with the stay searched. */
function rememberHotelSearch(values: Record<string, string>) {
  const { params } = parseHotelSearchParams({ destination: values.destination, ...stayDates(values), rooms: values.rooms, adults: values.adults, children: values.children || undefined })
  if (params.destination && params.checkIn && params.checkOut) {
    recentSearches.addFirst({ destination: params.destination, checkIn: params.checkIn, checkOut: params.checkOut, rooms: params.rooms, adults: params.adults, children: params.children })
  }
}

/** A recent search picked fills the form with it; a hotel picked opens its page for the stay and party of the form. */
function picked(pick: DestinationPick) {
  if (pick.kind === 'recent') {
    const { search } = pick
    return { values: { destination: search.destination, checkIn: search.checkIn, checkOut: search.checkOut, rooms: String(search.rooms), adults: String(search.adults), children: (search.children ?? []).join(',') } }
  }
  if (pick.kind === 'destination') return {}
  const hotelId = pick.suggestion.id
  return {
    page: (values: Record<string, string>) => {
      const query = new URLSearchParams({ hotelId, ...stayDates(values), rooms: values.rooms ?? '1', adults: values.adults ?? '2' })
      if (values.children) query.set('children', values.children)
      return `/accommodations/offer?${query}`
    },
  }
}

export function HotelLineSearchForm(props: LineSearchFormProps) {
  return (
    <LineSearchForm
      line="accommodations"
      remember={rememberHotelSearch}
      fields={hotelSearchFields()}
      FieldGroup={PartyGroup}
      suggestions={{ destination: loadPicks }}
      onPick={picked}
      check={checkHotelStay}
      rangeCount="nights"
      dayPrices={loadDayPrices}
      {...props}
    />
  )
}

/**
 * The party: rooms and adults, each with its error below it (a room without an adult), then the children and their ages
 * (./hotel-children-fields.tsx, as the hotel page's change of stay asks them), each age not chosen said beside it. The
 * hotel's own field widths, so the home page's form keeps its height on a phone (the featured offers stay below it).
 */
function PartyGroup({ fields, values, errors, inputId, onChange }: LineFieldGroupProps) {
  const id = inputId('children')
  const ages = useChildAges(values.children, { count: `${id}-count`, age: (index) => `${id}-${index}` }, (children) => onChange({ children }))
  return (
    <>
      {fields.flatMap((field) =>
        field.kind === 'count'
          ? [
              <div key={field.name} className={hotelFieldClass}>
                <label htmlFor={inputId(field.name)}>{field.label}</label>
                <select
                  id={inputId(field.name)}
                  name={field.name}
                  className={hotelInputClass}
                  value={values[field.name]}
                  onChange={(event) => onChange({ [field.name]: event.target.value })}
                  aria-invalid={errors[field.name] ? true : undefined}
                  aria-describedby={errors[field.name] ? `${inputId(field.name)}-error` : undefined}
                >
                  {Array.from({ length: field.max - field.min + 1 }, (_, index) => (
                    <option key={index}>{field.min + index}</option>
                  ))}
                </select>
                {errors[field.name] && (
                  <span id={`${inputId(field.name)}-error`} className={lineFieldErrorClass}>
                    {errors[field.name]}
                  </span>
                )}
              </div>,
            ]
          : [],
      )}
      <ChildrenFields id={id} ages={ages} onChange={(chosen) => onChange({ children: childAgesText(chosen) })} missingError={errors.children} />
    </>
  )
}
