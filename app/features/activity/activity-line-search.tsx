// The tours and transfer searches as the shared line search form shows them (their landing pages, their results pages and the home page's widget): labels and messages of ./activity-params.ts's fields.
import { withFieldTexts } from '~/features/lines/line-search'
import { LineSearchForm, airportSuggestions, citySuggestions, type LineSearchFormProps } from '~/features/lines/line-search-form'
import { linesText } from '~/i18n/plain/lines'
import { tourSearchFormParams, transportSearchFormParams, type ActivityKind } from './activity-params'

/** Read at render, in the visitor's locale (see `withFieldTexts`). */
export const tourSearchFields = () =>
  withFieldTexts(tourSearchFormParams, {
    destination: { label: linesText('search.tours.destination.label'), missing: linesText('search.tours.destination.missing') },
    startDate: { label: linesText('search.tours.startDate.label'), missing: linesText('search.tours.startDate.missing') },
    endDate: { label: linesText('search.tours.endDate.label'), afterMessage: linesText('search.tours.endDate.after') },
    travelers: { label: linesText('search.tours.travelers.label') },
  })

/** Read at render, in the visitor's locale (see `withFieldTexts`). */
export const transportSearchFields = () =>
  withFieldTexts(transportSearchFormParams, {
    origin: { label: linesText('search.transport.origin.label'), missing: linesText('search.transport.origin.missing') },
    destination: { label: linesText('search.transport.destination.label'), missing: linesText('search.transport.destination.missing') },
    date: { label: linesText('search.transport.date.label'), missing: linesText('search.transport.date.missing') },
    time: { label: linesText('search.transport.time.label') },
    passengers: { label: linesText('search.transport.passengers.label') },
  })

export function TourLineSearchForm(props: LineSearchFormProps) {
  return <LineSearchForm line="tours" fields={tourSearchFields()} suggestions={{ destination: citySuggestions }} defaultDates {...props} />
}

export function TransportLineSearchForm(props: LineSearchFormProps) {
  return <LineSearchForm line="transport" fields={transportSearchFields()} suggestions={{ origin: airportSuggestions, destination: airportSuggestions }} defaultDates {...props} />
}

/** The search of a tours or transport page, by kind. */
export function ActivityLineSearchForm({ kind, ...props }: LineSearchFormProps & { kind: ActivityKind }) {
  return kind === 'tour' ? <TourLineSearchForm {...props} /> : <TransportLineSearchForm {...props} />
}

