// The failing fields of a checkout form in the order the page shows them, for the error summary that takes the focus
// after a failed Book (docs/decisions/115). Loaded with the summary (on the form's first focus), not with the page.
import { uiText } from '~/i18n/plain/ui'
import { scrollBehavior } from '~/lib/motion'
import type { FieldErrors } from './checkout-form'

/**
 * A failing field as the error summary lists it: its message, the control it links to (none when the
 * page has no field of that name), the field's label and the group it belongs to ("Passenger 2 (Child)").
 */
export type FailingField = { name: string; message: string; target?: HTMLElement; label?: string; group?: string }

/** The control a field's name stands for: the named input, select or textarea, else the first control of an element marked `data-field` (a group). */
export function controlOf(form: HTMLFormElement, name: string): HTMLElement | undefined {
  const named = Array.from(form.querySelectorAll<HTMLElement>('[name]')).find((element) => element.getAttribute('name') === name && element.getAttribute('type') !== 'hidden')
  if (named) return named
  const group = Array.from(form.querySelectorAll<HTMLElement>('[data-field]')).find((element) => element.dataset.field === name)
  return group?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button, [tabindex]') ?? undefined
}

/**
 * The form's failing fields in the order they stand in the page (passengers before the card, whatever
 * a line adds), each with its control; errors the page has no field for (a seat, a whole request) come
 * last. Each control is listed once, with its first error.
 */
export function failingFieldsInOrder(form: HTMLFormElement, errors: FieldErrors): FailingField[] {
  const seen = new Set<HTMLElement>()
  const listed: FailingField[] = []
  for (const [name, message] of Object.entries(errors)) {
    if (!message) continue
    const target = controlOf(form, name)
    if (target && seen.has(target)) continue
    if (target) seen.add(target)
    listed.push({ name, message, target, label: target && labelOf(target), group: target && groupOf(form, target) })
  }
  const placed = listed.filter((field) => field.target).sort((a, b) => (a.target!.compareDocumentPosition(b.target!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
  return [...placed, ...listed.filter((field) => !field.target)]
}

/** What a control is called on the page: its label without the required marks, or its group's legend for a radio or checkbox of a group. */
function labelOf(target: HTMLElement): string | undefined {
  const fieldset = target.closest('fieldset')
  const name = target.getAttribute('name')
  if (fieldset && (target as HTMLInputElement).type === 'radio' && Array.from(fieldset.querySelectorAll('input, select, textarea')).every((control) => control.getAttribute('name') === name)) {
    return fieldset.querySelector(':scope > legend')?.textContent?.trim() || undefined
  }
  const label = (target as HTMLInputElement).labels?.[0]
  if (!label) return target.getAttribute('aria-label') ?? undefined
  const copy = label.cloneNode(true) as HTMLElement
  for (const part of Array.from(copy.querySelectorAll('[aria-hidden="true"], input, select, textarea'))) part.remove()
  for (const part of Array.from(copy.querySelectorAll('span'))) if (part.textContent?.trim() === uiText('field.required')) part.remove()
  return copy.textContent?.replace(/\s+/g, ' ').trim() || undefined
}

/** The legend of the outermost fieldset around a control, when the fieldset holds more than that one field (a passenger, not a radio group). */
function groupOf(form: HTMLFormElement, target: HTMLElement): string | undefined {
  let outermost: HTMLFieldSetElement | undefined
  for (let element = target.parentElement; element && element !== form; element = element.parentElement) {
    if (element instanceof HTMLFieldSetElement) outermost = element
  }
  if (!outermost) return undefined
  const controls = Array.from(outermost.querySelectorAll('input, select, textarea'))
  if (controls.every((control) => control.getAttribute('name') === target.getAttribute('name'))) return undefined
  // A legend that leads into its boxes with a colon ("Accept these three to add trip protection:") is named without
  // it: the summary joins group and field with its own (a screen reader said "colon colon").
  return outermost.querySelector(':scope > legend')?.textContent?.trim().replace(/\s*:$/, '') || undefined
}

/** Moves to a failing field from the error summary: focused, with its label in view (§R4: failing fields are focused and scrolled into view). */
export function focusField(target: HTMLElement) {
  target.focus({ preventScroll: true })
  target.scrollIntoView({ block: 'center', behavior: scrollBehavior() })
}
