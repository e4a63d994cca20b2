// The car search as the shared line search form shows it (the landing page and the home page's widget): labels and messages of ./car-params.ts's fields.
import { withFieldTexts } from '~/features/lines/line-search'
import { LineSearchForm, airportSuggestions, type LineSearchFormProps } from '~/features/lines/line-search-form'
import { linesText } from '~/i18n/plain/lines'
import { carSearchFormParams } from './car-params'

/** Read at render, in the visitor's locale (see `withFieldTexts`). */
export const carSearchFields = () =>
  withFieldTexts(carSearchFormParams, {
    pickUpLocation: { label: linesText('search.mobility.pickUpLocation.label'), missing: linesText('search.mobility.pickUpLocation.missing') },
    dropOffLocation: { label: linesText('search.mobility.dropOffLocation.label') },
    pickUpDate: { label: linesText('search.mobility.pickUpDate.label'), missing: linesText('search.mobility.pickUpDate.missing') },
    pickUpTime: { label: linesText('search.mobility.pickUpTime.label') },
    dropOffDate: { label: linesText('search.mobility.dropOffDate.label'), missing: linesText('search.mobility.dropOffDate.missing'), afterMessage: linesText('search.mobility.dropOffDate.after') },
    dropOffTime: { label: linesText('search.mobility.dropOffTime.label') },
    driverAge: { label: linesText('search.mobility.driverAge.label'), hint: linesText('search.mobility.driverAge.hint') },
  })

export function CarLineSearchForm(props: LineSearchFormProps) {
  return <LineSearchForm line="mobility" fields={carSearchFields()} suggestions={{ pickUpLocation: airportSuggestions, dropOffLocation: airportSuggestions }} defaultDates rangeCount="days" {...props} />
}
