// The travellers and cabin of a flight search, one set of fields for the landing form and the results
// page: a select per passenger type within the §R9.11 maxima (infants on a lap no more than the
// adults), and the cabin.
import { useId } from 'react'
import { css } from 'styled-system/css'
import { cabinOptions, changeTravellers, maxCount, passengerCounts, type FlightTravellers } from './air-travellers'
import { airText } from '~/i18n/plain/air'

type FlightTravellersFieldsProps = {
  value: FlightTravellers
  onChange: (changes: Partial<FlightTravellers>) => void
  /** `stacked`: label beside its select, one per line (a sidebar); `inline`: label above, fields side by side (a search form). */
  layout?: 'stacked' | 'inline'
  /** Set on a control to tie it to a form's error message, by field name. */
  describedBy?: Partial<Record<keyof FlightTravellers, string>>
  /** The control's id by field name: a search form's own, so what is chosen before its code loads is read by that id. */
  idOf?: (name: keyof FlightTravellers) => string
}

const stackedField = css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'center' })
const inlineField = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 8rem' })
const stackedControl = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '2', py: '1', bg: 'bg.default' })
const inlineControl = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas' })

export function FlightTravellersFields({ value, onChange, layout = 'stacked', describedBy = {}, idOf }: FlightTravellersFieldsProps) {
  const id = useId()
  const controlId = idOf ?? ((name: keyof FlightTravellers) => `${id}-${name}`)
  const fieldClass = layout === 'stacked' ? stackedField : inlineField
  const controlClass = layout === 'stacked' ? stackedControl : inlineControl
  const change = (changes: Partial<FlightTravellers>) => onChange(changeTravellers(value, changes))
  return (
    <fieldset className={css({ display: 'flex', flexDirection: layout === 'stacked' ? 'column' : 'row', flexWrap: 'wrap', gap: layout === 'stacked' ? '2' : '4', flex: layout === 'inline' ? '1 1 100%' : undefined })}>
      <legend className={css({ fontWeight: 'medium', mb: layout === 'stacked' ? '1' : '2' })}>{airText('air-travellers-fields.travellers-and-cabin')}</legend>
      {passengerCounts.map(({ name, label, min }) => (
        <div key={name} className={fieldClass}>
          <label htmlFor={controlId(name)}>{label}</label>
          <select
            id={controlId(name)}
            name={name}
            value={value[name]}
            aria-describedby={describedBy[name]}
            aria-invalid={describedBy[name] ? true : undefined}
            onChange={(event) => change({ [name]: Number(event.target.value) })}
            className={controlClass}
          >
            {Array.from({ length: maxCount(name, value) - min + 1 }, (_, index) => min + index).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        </div>
      ))}
      <div className={fieldClass}>
        <label htmlFor={controlId('cabin')}>{airText('air-travellers-fields.cabin')}</label>
        <select id={controlId('cabin')} name="cabin" value={value.cabin} onChange={(event) => change({ cabin: event.target.value as FlightTravellers['cabin'] })} className={controlClass}>
          {cabinOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  )
}
