// The tours and transfer searches as the shared line search form shows them (their landing pages, their results pages and the home page's widget): labels and messages of ./activity-params.ts's fields, and a tour's party (adults, children and their ages) as one group.
import { withFieldTexts } from '~/features/lines/line-search'
import { css } from 'styled-system/css'
import { LineSearchForm, airportSuggestions, citySuggestions, lineFieldErrorClass, childAgesText, useChildAges, type LineFieldGroupProps, type LineSearchFormProps } from '~/features/lines/line-search-form'
import { linesText } from '~/i18n/plain/lines'
import { tourSearchFormParams, transportSearchFormParams, type ActivityKind } from './activity-params'
import { TourPartyFields, type TourPartyIds } from './activity-party-fields'

/** Read at render, in the visitor's locale (see `withFieldTexts`). */
export const tourSearchFields = () =>
  withFieldTexts(tourSearchFormParams, {
    destination: { label: linesText('search.tours.destination.label'), missing: linesText('search.tours.destination.missing') },
    startDate: { label: linesText('search.tours.startDate.label'), missing: linesText('search.tours.startDate.missing') },
    endDate: { label: linesText('search.tours.endDate.label'), afterMessage: linesText('search.tours.endDate.after') },
    adults: { label: linesText('search.tours.adults.label') },
    childAges: { label: linesText('search.tours.childAges.label') },
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
  return <LineSearchForm line="tours" fields={tourSearchFields()} FieldGroup={TourPartyGroup} suggestions={{ destination: citySuggestions }} defaultDates {...props} />
}

/**
 * The form's `adults` and `childAges` (ages as comma text, ~/features/lines/line-search-form `useChildAges`) as the
 * party fields. The adults' select has the form's id for `adults`, so the form itself keeps a count chosen before its
 * code arrived (docs/decisions/094).
 */
function TourPartyGroup({ values, errors, inputId, onChange }: LineFieldGroupProps) {
  const ids: TourPartyIds = { adults: inputId('adults'), children: `${inputId('childAges')}-count`, age: (index) => `${inputId('childAges')}-${index}` }
  const ages = useChildAges(values.childAges, { count: ids.children, age: ids.age }, (childAges) => onChange({ childAges }))
  // An age not chosen is said beside it; the platform's refusal of the party (more travelers than its tours take), below the fields.
  const missingAge = ages.includes('') ? errors.childAges : undefined
  const error = errors.adults ?? (missingAge ? undefined : errors.childAges)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 100%', minW: '0' })}>
      <TourPartyFields ids={ids} party={{ adults: values.adults ?? '2', ages }} missingError={missingAge} noScriptName="childAges" onChange={(party) => onChange({ adults: party.adults, childAges: childAgesText(party.ages) })} />
      {error && (
        <span role="alert" className={lineFieldErrorClass}>
          {error}
        </span>
      )}
    </div>
  )
}

export function TransportLineSearchForm(props: LineSearchFormProps) {
  return <LineSearchForm line="transport" fields={transportSearchFields()} suggestions={{ origin: airportSuggestions, destination: airportSuggestions }} defaultDates {...props} />
}

/** The search of a tours or transport page, by kind. */
export function ActivityLineSearchForm({ kind, ...props }: LineSearchFormProps & { kind: ActivityKind }) {
  return kind === 'tour' ? <TourLineSearchForm {...props} /> : <TransportLineSearchForm {...props} />
}

