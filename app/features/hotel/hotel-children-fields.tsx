// The children of a hotel party and their ages (0–17 on the check-out date, the platform's childAges), asked alike
// by the hotel search, the hotel page's change of dates or guests and a booked stay's change.
import { css } from 'styled-system/css'
import { hotelText } from '~/i18n/plain/hotel'
import { ChildAgeSelects, childWithoutAge, withChildCount } from '~/ui/child-age-selects'
import { scriptOnly } from '~/ui/script-only'
import { hotelFieldClass, hotelInputClass } from './hotel-form-classes'

const maxChildren = 8

/** The id of the age select of the child at `index` in the fields of `id` (`<id>-<index>`, as the shared search form focuses it); the count's is `<id>-count`. */
const childAgeId = (id: string, index: number) => `${id}-${index}`

/**
 * Whether every child's age is chosen; if not, says so beside each blank age and moves focus to the first
 * (after the form's earlier field errors, which keep focus). `fieldsId`: the `id` given to ChildrenFields.
 */
export function checkChildAges(fieldsId: string, ages: readonly string[], say: (error: string | undefined) => void, focus = true) {
  const missing = childWithoutAge(ages)
  say(missing < 0 ? undefined : hotelText('form.choose-child-age'))
  if (missing >= 0 && focus) document.getElementById(childAgeId(fieldsId, missing))?.focus()
  return missing < 0
}
const field = hotelFieldClass
const input = hotelInputClass

/**
 * With script: how many children, then each child's age; a new child starts with no age, on the blank
 * first option "Choose an age": an age is chosen, never assumed; `missingError` says so beside each age left blank.
 * Without script a count cannot add age fields, so there is one age field a child up to the most, each "No child"
 * until chosen, all named `children`: the browser sends them as `children=4&children=9&children=`, which every hotel
 * page reads as the ages 4 and 9 (optionalChildAges). The count and its age fields, which the browser does not send,
 * are hidden then (~/ui/script-only): the page never shows a control that does nothing without script (issue 43). They
 * are in the server's render all the same, where the home page's form can be used before its code has loaded (docs/decisions/094).
 */
export function ChildrenFields({ id, ages, onChange, label = hotelText('form.children'), missingError }: { id: string; ages: string[]; onChange: (ages: string[]) => void; label?: string; missingError?: string }) {
  return (
    <>
      <noscript>
        <fieldset className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', flex: '1 1 100%', minW: '0' })}>
          <legend className={css({ mb: '1' })}>
            {hotelText('form.children-ages')} <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>({hotelText('form.child-age-hint')})</span>
          </legend>
          {Array.from({ length: maxChildren }, (_, index) => (
            <label key={index} className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '0 1 9rem' })}>
              {hotelText('form.child-age', { number: index + 1 })}
              <select name="children" defaultValue={ages[index] ?? ''} className={input}>
                <option value="">{hotelText('form.no-child')}</option>
                {Array.from({ length: 18 }, (_, years) => (
                  <option key={years} value={years}>
                    {years === 0 ? hotelText('form.under-one') : years}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      </noscript>
      {/* Its children lay out in the form's own row, as if this wrapper were not there. */}
      <div {...scriptOnly} className={css({ display: 'contents' })}>
        <div className={field}>
          <label htmlFor={`${id}-count`}>{label}</label>
          <select id={`${id}-count`} className={input} value={ages.length} onChange={(event) => onChange(withChildCount(ages, Number(event.target.value)))}>
            {Array.from({ length: maxChildren + 1 }, (_, count) => (
              <option key={count}>{count}</option>
            ))}
          </select>
        </div>
        <ChildAgeSelects
          ages={ages}
          idOf={(index) => childAgeId(id, index)}
          texts={{ hint: hotelText('form.child-age-hint'), label: (number) => hotelText('form.child-age', { number }), underOne: hotelText('form.under-one'), choose: hotelText('form.choose-an-age') }}
          controlClass={input}
          missingError={missingError}
          onChange={onChange}
        />
      </div>
    </>
  )
}
