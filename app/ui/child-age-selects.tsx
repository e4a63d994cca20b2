// One age select per child (0 to 17, the platform's childAges; 0 reads "Under 1") under a hint: the children of a
// hotel search and of a tour party. Ages are kept as strings, like every search field; '' is an age not chosen yet.
import { css, cx } from 'styled-system/css'

/**
 * The same children with a new count: the ages known are kept, a new child starts at `fresh`: '' (no age chosen,
 * the blank "Choose an age" first option, so an age is never assumed) where the form asks for it.
 */
export function withChildCount(ages: readonly string[], count: number, fresh = '') {
  return Array.from({ length: count }, (_, index) => ages[index] ?? fresh)
}

/** The first child whose age is not chosen yet, or -1. */
export function childWithoutAge(ages: readonly string[]) {
  return ages.findIndex((age) => age === '')
}

type ChildAgeSelectsProps = {
  ages: readonly string[]
  /** The select's id for the child at `index`. */
  idOf: (index: number) => string
  /** `choose`: the blank first option ("Choose an age"), where a new child starts without an age. */
  texts: { hint: string; label: (number: number) => string; underOne: string; choose?: string }
  controlClass: string
  className?: string
  /** Said beside each age not chosen yet (after a submit that needed them), as the form's other field errors. */
  missingError?: string
  onChange: (ages: string[]) => void
}

const errorText = css({ color: 'danger.default', fontSize: 'sm' })
const agesFieldsetClass = css({ display: 'flex', flexWrap: 'wrap', gap: '3', flex: '1 1 100%', minW: '0' })
const agesLegendClass = css({ mb: '1', fontSize: 'sm', color: 'fg.muted' })

/**
 * Without script a count cannot add age fields: one age select a child up to `max`, all named `name`, each on
 * `none` ("No child") until chosen, so the browser sends only the ages chosen (`name=4&name=9&name=`).
 */
export function NoScriptAgeSelects({ name, max, ages, texts, controlClass }: { name: string; max: number; ages: readonly string[]; texts: { hint: string; label: (number: number) => string; underOne: string; none: string }; controlClass: string }) {
  return (
    <noscript>
      <fieldset className={agesFieldsetClass}>
        <legend className={agesLegendClass}>{texts.hint}</legend>
        {Array.from({ length: max }, (_, index) => (
          <label key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '0 1 9rem' })}>
            {texts.label(index + 1)}
            <select name={name} defaultValue={ages[index] ?? ''} className={controlClass}>
              <option value="">{texts.none}</option>
              <AgeOptions underOne={texts.underOne} />
            </select>
          </label>
        ))}
      </fieldset>
    </noscript>
  )
}

function AgeOptions({ underOne }: { underOne: string }) {
  return Array.from({ length: 18 }, (_, years) => (
    <option key={years} value={years}>
      {years === 0 ? underOne : years}
    </option>
  ))
}

export function ChildAgeSelects({ ages, idOf, texts, controlClass, className, missingError, onChange }: ChildAgeSelectsProps) {
  if (ages.length === 0) return null
  return (
    <fieldset className={cx(agesFieldsetClass, className)}>
      <legend className={agesLegendClass}>{texts.hint}</legend>
      {ages.map((age, index) => {
        const error = missingError && age === '' ? missingError : undefined
        const errorId = `${idOf(index)}-error`
        return (
          <div key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '0 1 9rem' })}>
            <label htmlFor={idOf(index)}>{texts.label(index + 1)}</label>
            <select
              id={idOf(index)}
              className={controlClass}
              value={age}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => onChange(ages.map((known, other) => (other === index ? event.target.value : known)))}
            >
              {texts.choose !== undefined && <option value="">{texts.choose}</option>}
              <AgeOptions underOne={texts.underOne} />
            </select>
            {error && (
              <span id={errorId} className={errorText}>
                {error}
              </span>
            )}
          </div>
        )
      })}
    </fieldset>
  )
}
