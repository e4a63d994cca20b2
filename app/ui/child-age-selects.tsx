// One age select per child (0 to 17, the platform's childAges; 0 reads "Under 1") under a hint: the children of a
// hotel search and of a tour party. Ages are kept as strings, like every search field.
import { css, cx } from 'styled-system/css'

/** The same children with a new count: the ages known are kept, a new child starts at the first choice, "Under 1". */
export function withChildCount(ages: readonly string[], count: number) {
  return Array.from({ length: count }, (_, index) => ages[index] ?? '0')
}

type ChildAgeSelectsProps = {
  ages: readonly string[]
  /** The select's id for the child at `index`. */
  idOf: (index: number) => string
  texts: { hint: string; label: (number: number) => string; underOne: string }
  controlClass: string
  className?: string
  onChange: (ages: string[]) => void
}

export function ChildAgeSelects({ ages, idOf, texts, controlClass, className, onChange }: ChildAgeSelectsProps) {
  if (ages.length === 0) return null
  return (
    <fieldset className={cx(css({ display: 'flex', flexWrap: 'wrap', gap: '3', flex: '1 1 100%', minW: '0' }), className)}>
      <legend className={css({ mb: '1', fontSize: 'sm', color: 'fg.muted' })}>{texts.hint}</legend>
      {ages.map((age, index) => (
        <div key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '0 1 9rem' })}>
          <label htmlFor={idOf(index)}>{texts.label(index + 1)}</label>
          <select id={idOf(index)} className={controlClass} value={age} onChange={(event) => onChange(ages.map((known, other) => (other === index ? event.target.value : known)))}>
            {Array.from({ length: 18 }, (_, years) => (
              <option key={years} value={years}>
                {years === 0 ? texts.underOne : years}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  )
}
