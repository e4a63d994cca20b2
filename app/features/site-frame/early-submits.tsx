// Sent first in the page's body, before any bundle: a form that needs its script is not sent until it has
// hydrated (issue 35 item 1, docs/decisions/106; the form is app/ui/scripted-form.tsx). Kept apart from the form's
// module, which every page would otherwise load with the root (0.9 KB more before any interaction).
import { ScriptOnce } from '@tanstack/react-router'

/**
 * Runs from the server's HTML before any bundle: a submit of a form that needs its script and has not
 * hydrated yet goes nowhere, and the form's status line says so. Once the form has hydrated it carries
 * `data-script-ready` and React's handler takes the submit. A function, not a string, so it is type
 * checked; it is sent as its source and must use nothing from outside itself.
 */
function holdEarlySubmits() {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-needs-script') || form.hasAttribute('data-script-ready')) return
      event.preventDefault()
      const status = form.querySelector('[data-script-wait]')
      if (status) status.textContent = status.getAttribute('data-script-wait')
    },
    true,
  )
}
export const earlySubmitScript = `(${holdEarlySubmits.toString()})()`

export function EarlySubmits() {
  return <ScriptOnce>{earlySubmitScript}</ScriptOnce>
}
