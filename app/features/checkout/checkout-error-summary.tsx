// The banner above a checkout form after a failed Book (issue 36 item 13, issue 43 item 1,
// docs/decisions/115): it takes the focus at once and comes into view, says what went wrong, and lists
// each failing field by its label as a link to it, in the order the fields stand on the page; the field,
// once reached, says what is wrong with it (its error is its description), so no message is read twice. Taking
// the focus, it is heard as the focus reaches it and is no alert as well, which would say it a second time (decision 143).
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { focusAtTop } from '~/lib/reveal-at-top'
import { Alert } from '~/ui/alert'
import type { FieldErrors } from './checkout-form'
import { failingFieldsInOrder, focusField, type FailingField } from './failing-fields'

const listClass = css({ listStyle: 'disc', pl: '5', mt: '2', display: 'flex', flexDirection: 'column', gap: '1' })
const linkClass = css({ color: 'inherit', textDecoration: 'underline', fontWeight: 'medium', overflowWrap: 'anywhere' })
// Focused by script only, so its ring shows then too.
const summaryClass = css({ _focus: { outlineWidth: '3px', outlineStyle: 'solid', outlineColor: 'danger.default', outlineOffset: '2px' } })

export function CheckoutErrorSummary({ attempt, title, message, errors, children }: {
  /** A new object for each failed attempt: each takes the focus again. */
  attempt: object
  title: string
  message: string
  errors: FieldErrors
  children?: ReactNode
}) {
  const summary = useRef<HTMLDivElement>(null)
  const [fields, setFields] = useState<FailingField[]>([])
  // The errors of this attempt, kept until the next: the list says what the Book found, and would change under the
  // traveller's reading were it to follow the fields as they are corrected.
  const [shown, setShown] = useState({ attempt, errors })
  if (shown.attempt !== attempt) setShown({ attempt, errors })
  // Read from the form after the fields have rendered their errors, so the list follows the page's order.
  useLayoutEffect(() => {
    const form = summary.current?.closest('form')
    setFields(form ? failingFieldsInOrder(form, shown.errors) : [])
  }, [shown])
  useEffect(() => {
    const element = summary.current
    if (!element) return
    // Whole in the window, below anything fixed over its top, on a phone too (issue 43).
    focusAtTop(element)
  }, [attempt])
  return (
    <Alert ref={summary} tabIndex={-1} className={summaryClass} variant="block-error" title={title}>
      <p>{message}</p>
      {fields.length > 0 && (
        <ul className={listClass}>
          {fields.map((field) => (
            <li key={field.name}>
              {field.target?.id ? (
                <a
                  href={`#${field.target.id}`}
                  className={linkClass}
                  onClick={(event) => {
                    event.preventDefault()
                    focusField(field.target!)
                  }}
                >
                  {[field.group, field.label ?? field.message].filter(Boolean).join(': ')}
                </a>
              ) : (
                // No field of that name on the page (a seat, the whole request): said, not linked.
                field.message
              )}
            </li>
          ))}
        </ul>
      )}
      {children}
    </Alert>
  )
}
