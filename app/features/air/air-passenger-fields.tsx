// One passenger's fields at flight checkout: names by the §R5.9 flight passenger rule, date of
// birth, checked bags (§R3.18 baggage), and the travel documents (air-passenger-documents-fields.tsx). Loaded beside the checkout page, off its first load.
import { useId } from 'react'
import { css } from 'styled-system/css'
import type { AirQuote } from '@contracts/lxp/air-checkout.schema'
import { nameMaxLength } from '@contracts/validation/limits'
import { useValuesTypedBeforeHydration } from '~/lib/typed-before-hydration'
import { fieldGridClass } from '../checkout/checkout-fields'
import type { FieldErrors } from '../checkout/checkout-form'
import { airBookingText } from '~/i18n/plain/air-booking'
import { FieldNotes, RequiredMark } from './air-passenger-field-parts'
import type { PassengerDocuments } from './air-passenger-documents'
import { PassengerDocumentsFields } from './air-passenger-documents-fields'

export type PassengerType = 'ADULT' | 'CHILD' | 'INFANT_SEATED' | 'INFANT_IN_LAP'
export type PassengerForm = { type: PassengerType; firstName: string; lastName: string; dateOfBirth: string; checkedBags: number; seats: Record<string, string>; documents: PassengerDocuments }
// Message names, read at render: a text read when the module loads would keep the first visitor's locale.
const typeLabels = { ADULT: 'passenger-fields.adult', CHILD: 'passenger-fields.child-2-to', INFANT_SEATED: 'passenger-fields.infant-in-a', INFANT_IN_LAP: 'passenger-fields.infant-on-a' } as const satisfies Record<PassengerType, string>

type PassengerFieldsProps = {
  index: number
  passenger: PassengerForm
  errors: FieldErrors
  onChange: (changes: Partial<PassengerForm>) => void
  baggage: AirQuote['fare']['baggage']
  price: (amount: number) => string
  /** The itinerary's airlines (frequent-flyer programmes) and whether it crosses a border (passport required). */
  airlines: readonly { code: string; name: string }[]
  international: boolean
}

export function PassengerFields({ index, passenger, errors, onChange, baggage, price, airlines, international }: PassengerFieldsProps) {
  const id = useId()
  // What was typed before these fields hydrated (a slow phone) is the passenger's, not the empty state's.
  useValuesTypedBeforeHydration((name) => document.getElementById(`${id}-${name}`), { firstName: passenger.firstName, lastName: passenger.lastName, dateOfBirth: passenger.dateOfBirth }, onChange)
  // A person with one name leaves the first name empty (decision 112); names say their limit before it is reached.
  const hints = { firstName: airBookingText('passenger-fields.first-name-help', { max: nameMaxLength }), lastName: airBookingText('passenger-fields.last-name-help', { max: nameMaxLength }), dateOfBirth: undefined }
  const field = (name: 'firstName' | 'lastName' | 'dateOfBirth', label: string, type: 'text' | 'date', autoComplete?: string) => {
    const error = errors[`passengers.${index}.${name}`]
    const required = name !== 'firstName'
    const hint = hints[name]
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <label htmlFor={`${id}-${name}`} className={css({ fontWeight: 'medium' })}>
          {label}
          {required && <RequiredMark />}
        </label>
        <input
          id={`${id}-${name}`}
          name={`passengers.${index}.${name}`}
          type={type}
          required={required}
          value={passenger[name]}
          autoComplete={autoComplete}
          min={type === 'date' ? '1900-01-01' : undefined}
          max={type === 'date' ? '2099-12-31' : undefined}
          maxLength={type === 'text' ? nameMaxLength : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={[hint ? `${id}-${name}-hint` : '', error ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined}
          onChange={(event) => onChange({ [name]: event.target.value })}
          className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: error ? 'danger.default' : 'border.strong', borderRadius: 'md', bg: 'bg.default' })}
        />
        <FieldNotes id={`${id}-${name}`} hint={hint} error={error} />
      </div>
    )
  }
  return (
    <fieldset className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '4', display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
      <legend className={css({ fontWeight: 'semibold', px: '1' })}>
        {airBookingText('passenger-fields.passenger', { number: index + 1, type: airBookingText(typeLabels[passenger.type]) })}
      </legend>
      <div className={fieldGridClass}>
        {field('firstName', airBookingText('passenger-fields.first-name'), 'text', index === 0 ? 'given-name' : 'off')}
        {field('lastName', airBookingText('passenger-fields.last-name'), 'text', index === 0 ? 'family-name' : 'off')}
        {field('dateOfBirth', airBookingText('passenger-fields.date-of-birth'), 'date', index === 0 ? 'bday' : 'off')}
        {passenger.type !== 'INFANT_IN_LAP' && (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <label htmlFor={`${id}-bags`} className={css({ fontWeight: 'medium' })}>
              {airBookingText('passenger-fields.checked-bags')}
            </label>
            <select id={`${id}-bags`} name={`passengers.${index}.checkedBags`} value={passenger.checkedBags} onChange={(event) => onChange({ checkedBags: Number(event.target.value) })} className={css({ h: '10', px: '3', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', bg: 'bg.default' })}>
              <option value={0}>{airBookingText('passenger-fields.none-carry-on')}</option>
              <option value={1}>{baggage.firstCheckedBag.included ? airBookingText.plural('passenger-fields.bags-included', 1) : airBookingText.plural('passenger-fields.bags-fee', 1, { price: price(baggage.firstCheckedBag.fee) })}</option>
              <option value={2}>{baggage.secondCheckedBag.included && baggage.firstCheckedBag.included ? airBookingText.plural('passenger-fields.bags-included', 2) : airBookingText.plural('passenger-fields.bags-fee', 2, { price: price(baggage.firstCheckedBag.fee + baggage.secondCheckedBag.fee) })}</option>
            </select>
          </div>
        )}
      </div>
      <PassengerDocumentsFields index={index} documents={passenger.documents} errors={errors} onChange={(changes) => onChange({ documents: { ...passenger.documents, ...changes } })} airlines={airlines} international={international} />
    </fieldset>
  )
}
