// A passenger's travel documents at flight checkout (beside the name fields of air-passenger-fields.tsx):
// gender, the frequent-flyer programme of one of the itinerary's airlines with the number, the Known
// Traveler number, and the passport (number, issuing country, expiry), required on international trips.
import { useId, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Gender } from '@contracts/domain/travel-documents'
import { fieldGridClass } from '../checkout/checkout-fields'
import type { FieldErrors } from '../checkout/checkout-form'
import type { PassengerDocuments } from './air-passenger-documents'
import { airBookingText } from '~/i18n/plain/air-booking'
import { FieldNotes, RequiredMark } from './air-passenger-field-parts'
import { useCountryOptions } from '~/lib/options/use-country-options'
import { useValuesTypedBeforeHydration } from '~/lib/typed-before-hydration'

const control = (invalid: boolean) => css({ h: '10', w: 'full', minW: '0', px: '3', borderWidth: '1px', borderColor: invalid ? 'danger.default' : 'border.strong', borderRadius: 'md', bg: 'bg.default' })
// Message names, read at render in the visitor's locale.
const genderLabels = { FEMALE: 'documents.female', MALE: 'documents.male', UNSPECIFIED: 'documents.unspecified' } as const satisfies Record<Gender, string>

type Props = {
  index: number
  documents: PassengerDocuments
  errors: FieldErrors
  onChange: (changes: Partial<PassengerDocuments>) => void
  airlines: readonly { code: string; name: string }[]
  international: boolean
}

export function PassengerDocumentsFields({ index, documents, errors, onChange, airlines, international }: Props) {
  const id = useId()
  // What was typed or chosen before these fields hydrated (a slow phone) is the passenger's, not the empty state's.
  useValuesTypedBeforeHydration((name) => document.getElementById(`${id}-${name}`), documents, onChange)
  const countries = useCountryOptions()
  const errorOf = (...paths: string[]) => paths.map((path) => errors[`passengers.${index}.${path}`]).find(Boolean)
  // Each control is named by its request path (`passengers.0.passport.number`), as the errors are, so the
  // checkout's error summary links an error to its field.
  const field = (name: keyof PassengerDocuments, label: string, errorPaths: [string, ...string[]], input: (props: { id: string; name: string; invalid: boolean; describedBy?: string }) => ReactNode, required = false, hint?: string) => {
    const error = errorOf(...errorPaths)
    const describedBy = [error && `${id}-${name}-error`, hint && `${id}-${name}-hint`].filter(Boolean).join(' ') || undefined
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' })}>
        <label htmlFor={`${id}-${name}`} className={css({ fontWeight: 'medium' })}>
          {label}
          {required && <RequiredMark />}
        </label>
        {input({ id: `${id}-${name}`, name: `passengers.${index}.${errorPaths[0]}`, invalid: Boolean(error), describedBy })}
        <FieldNotes id={`${id}-${name}`} hint={hint} error={error} />
      </div>
    )
  }
  const text = (name: 'frequentFlyerNumber' | 'knownTravelerNumber' | 'passportNumber', maxLength: number) => (props: { id: string; name: string; invalid: boolean; describedBy?: string }) => (
    <input
      id={props.id}
      name={props.name}
      type="text"
      autoComplete="off"
      spellCheck={false}
      maxLength={maxLength}
      value={documents[name]}
      required={name === 'passportNumber' && international}
      aria-invalid={props.invalid}
      aria-describedby={props.describedBy}
      onChange={(event) => onChange({ [name]: event.target.value })}
      className={control(props.invalid)}
    />
  )

  return (
    <>
      <div className={fieldGridClass}>
        {field('gender', airBookingText('documents.gender'), ['gender'], (props) => (
          <select id={props.id} name={props.name} value={documents.gender} aria-invalid={props.invalid} aria-describedby={props.describedBy} onChange={(event) => onChange({ gender: event.target.value as Gender | '' })} className={control(props.invalid)}>
            <option value="">{airBookingText('documents.not-given')}</option>
            {(Object.keys(genderLabels) as Gender[]).map((gender) => (
              <option key={gender} value={gender}>
                {airBookingText(genderLabels[gender])}
              </option>
            ))}
          </select>
        ))}
        {field('knownTravelerNumber', airBookingText('documents.known-traveler'), ['knownTravelerNumber'], text('knownTravelerNumber', 12), false, airBookingText('documents.known-traveler-hint'))}
        {field('frequentFlyerAirline', airBookingText('documents.frequent-flyer-airline'), ['frequentFlyer.airline'], (props) => (
          <select id={props.id} name={props.name} value={documents.frequentFlyerAirline} aria-invalid={props.invalid} aria-describedby={props.describedBy} onChange={(event) => onChange({ frequentFlyerAirline: event.target.value })} className={control(props.invalid)}>
            <option value="">{airBookingText('documents.choose-airline')}</option>
            {airlines.map((airline) => (
              <option key={airline.code} value={airline.code}>
                {airline.name}
              </option>
            ))}
          </select>
        ))}
        {field('frequentFlyerNumber', airBookingText('documents.frequent-flyer-number'), ['frequentFlyer.number', 'frequentFlyer'], text('frequentFlyerNumber', 20))}
      </div>
      <fieldset data-field={`passengers.${index}.passport`} aria-describedby={errorOf('passport') ? `${id}-passport-error` : undefined} className={css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' })}>
        <legend className={css({ fontWeight: 'semibold', mb: '2' })}>{international ? airBookingText('documents.passport-required') : airBookingText('documents.passport-optional')}</legend>
        <FieldNotes id={`${id}-passport`} error={errorOf('passport')} />
        <div className={fieldGridClass}>
          {field('passportNumber', airBookingText('documents.passport-number'), ['passport.number'], text('passportNumber', 12), international)}
          {field('passportCountry', airBookingText('documents.passport-country'), ['passport.country'], (props) => (
            <select id={props.id} name={props.name} value={documents.passportCountry} required={international} aria-invalid={props.invalid} aria-describedby={props.describedBy} onChange={(event) => onChange({ passportCountry: event.target.value })} className={control(props.invalid)}>
              <option value="">{airBookingText('documents.choose-country')}</option>
              {countries.map((country) => (
                <option key={country.value} value={country.value}>
                  {country.title}
                </option>
              ))}
            </select>
          ), international)}
          {field('passportExpiresOn', airBookingText('documents.passport-expiry'), ['passport.expiresOn'], (props) => (
            <input id={props.id} name={props.name} type="date" min="1900-01-01" max="2099-12-31" value={documents.passportExpiresOn} required={international} aria-invalid={props.invalid} aria-describedby={props.describedBy} onChange={(event) => onChange({ passportExpiresOn: event.target.value })} className={control(props.invalid)} />
          ), international)}
        </div>
      </fieldset>
    </>
  )
}
