// The restaurant search as the shared line search form shows it (the home page's widget): labels and messages of ./dining-params.ts's fields.
import { withFieldTexts } from '~/features/lines/line-search'
import { LineSearchForm, citySuggestions, type LineSearchFormProps } from '~/features/lines/line-search-form'
import { linesText } from '~/i18n/plain/lines'
import { diningSearchFormParams } from './dining-params'

/** Read at render, in the visitor's locale (see `withFieldTexts`). */
export const diningSearchFields = () =>
  withFieldTexts(diningSearchFormParams, {
    destination: { label: linesText('search.dining.destination.label'), missing: linesText('search.dining.destination.missing') },
    date: { label: linesText('search.dining.date.label'), missing: linesText('search.dining.date.missing') },
    time: { label: linesText('search.dining.time.label') },
    guests: { label: linesText('search.dining.guests.label') },
  })

export function DiningLineSearchForm(props: LineSearchFormProps) {
  return <LineSearchForm line="dining" fields={diningSearchFields()} suggestions={{ destination: citySuggestions }} defaultDates {...props} />
}
