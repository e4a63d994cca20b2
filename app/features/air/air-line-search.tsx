// The flight search as the shared line search form shows it (the landing page and the home page's
// widget): labels and messages of ./air-params.ts's fields, and the travellers and cabin as the
// very fields of the flight results page.
import { css } from 'styled-system/css'
import { withFieldTexts } from '~/features/lines/line-search'
import { LineSearchForm, airportSuggestions, lineFieldErrorClass, type LineFieldGroupProps, type LineSearchFormProps } from '~/features/lines/line-search-form'
import { linesText } from '~/i18n/plain/lines'
import { airSearchFormParams } from './air-params'
import { passengerCounts, type FlightTravellers } from './air-travellers'
import { FlightTravellersFields } from './air-travellers-fields'

const loadDayPrices = () => import('./air-day-prices').then((module) => module.default)

const passengerLabel = (name: string) => passengerCounts.find((count) => count.name === name)?.label ?? name

/** Read at render, in the visitor's locale (see `withFieldTexts`). */
export const airSearchFields = () =>
  withFieldTexts(airSearchFormParams, {
    origin: { label: linesText('search.flights.origin.label'), missing: linesText('search.flights.origin.missing') },
    destination: { label: linesText('search.flights.destination.label'), missing: linesText('search.flights.destination.missing') },
    departDate: { label: linesText('search.flights.departDate.label'), missing: linesText('search.flights.departDate.missing') },
    returnDate: { label: linesText('search.flights.returnDate.label'), afterMessage: linesText('search.flights.returnDate.after') },
    adults: { label: passengerLabel('adults') },
    children: { label: passengerLabel('children') },
    infantsInSeat: { label: passengerLabel('infantsInSeat') },
    infantsOnLap: { label: passengerLabel('infantsOnLap'), atMostMessage: linesText('search.flights.infantsOnLap.at-most') },
    cabin: { label: linesText('search.flights.cabin.label') },
  })

export function AirLineSearchForm(props: LineSearchFormProps) {
  return (
    <LineSearchForm
      line="flights"
      fields={airSearchFields()}
      FieldGroup={TravellersGroup}
      suggestions={{ origin: airportSuggestions, destination: airportSuggestions }}
      swap={{ first: 'origin', second: 'destination', label: linesText('search.flights.swap') }}
      dayPrices={loadDayPrices}
      {...props}
    />
  )
}

/** The flight travellers and cabin (the form keeps them as strings, like every field), with their errors below. */
function TravellersGroup({ fields, values, errors, inputId, onChange }: LineFieldGroupProps) {
  const travellers = Object.fromEntries(fields.map((field) => [field.name, field.kind === 'count' ? Number(values[field.name]) : values[field.name]])) as FlightTravellers
  const failing = fields.filter((field) => errors[field.name])
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 100%' })}>
      <FlightTravellersFields
        layout="inline"
        value={travellers}
        idOf={inputId}
        describedBy={Object.fromEntries(failing.map((field) => [field.name, `${inputId(field.name)}-error`]))}
        onChange={(changes) => onChange(Object.fromEntries(Object.entries(changes).map(([name, value]) => [name, String(value)])))}
      />
      {failing.map((field) => (
        <span key={field.name} id={`${inputId(field.name)}-error`} className={lineFieldErrorClass}>
          {errors[field.name]}
        </span>
      ))}
    </div>
  )
}
