// A search page opened with what was wrong with its address (a date that is not a day of the calendar) puts the
// keyboard on the first field in error, as a form's own submit does. The field's server markup is there before the
// form's code, which its focus then loads (docs/decisions/094); after a navigation the form may come a moment
// after the page, so the page watches its own element until the field is there.
import { useEffect, useRef } from 'react'

const invalidField = '[aria-invalid="true"], [data-invalid]'

/** A ref for the element that holds the form; while `active`, its first field in error gets the focus, once. */
export function useFocusFirstInvalid<Container extends HTMLElement>(active: boolean) {
  const ref = useRef<Container>(null)
  useEffect(() => {
    const container = ref.current
    if (!active || !container) return
    const focus = () => {
      const field = container.querySelector<HTMLElement>(invalidField)
      field?.focus()
      return Boolean(field)
    }
    if (focus()) return
    const observer = new MutationObserver(() => {
      if (focus()) observer.disconnect()
    })
    observer.observe(container, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-invalid', 'data-invalid'] })
    return () => observer.disconnect()
  }, [active])
  return ref
}
