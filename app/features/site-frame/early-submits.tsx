// Sent first in the page's body, before any bundle: a form that needs its script is not sent until it has
// hydrated (issue 35 item 1, docs/decisions/106; the form is app/ui/scripted-form.tsx), and a press of a control
// that only its script answers (a filter, the sort, the dates' button, All filters) is kept and made again once
// that control has hydrated, rather than lost (issue 43, docs/decisions/144). Kept apart from the form's module, which every
// page would otherwise load with the root (0.9 KB more before any interaction).
import { ScriptOnce } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { useEffect } from 'react'
import { uiText } from '~/i18n/plain/ui'

// The held press's words, in the server's HTML only: imported into the browser's bundle, the ui messages would come with
// every page's first load (0.8 KB).
const heldMessage = createIsomorphicFn()
  .server(() => uiText('scripted-form.held'))
  .client(() => '')

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

/**
 * Runs from the server's HTML before any bundle: a click on a script-only button, checkbox or radio that React has
 * not hydrated yet is held (its default kept from happening, so a box shows no tick its filter has not taken), as is
 * a choice in a list, and each is made again, in order, once React has hydrated its control. React marks an element
 * it hydrates with its props (`__reactProps$…`) as it renders, and takes events on it once that render has committed:
 * a script checks both (`hydrated`, `takes`); a control not ready within 10 s gets its press as the browser would have
 * made it. A link to another page of this site is held too: the router puts the address it reads in canonical form as
 * it hydrates (`history.replaceState`), which cancels a page load the press had started, so a fare tapped on a slow
 * phone did nothing (issue 43); made again, the router follows it. A link with a modifier key, a target, a download or another site's address goes as the browser
 * sends it. Submit buttons are held by `holdEarlySubmits`, but for a form that works without script whose script shows
 * some of its values (a search form's dates, whose no-script fields are in a <noscript>): sent by the browser before
 * its code has come it would go without them, so its submit is held like a button, up to 30 s, and a part that loads
 * on first use (~/lib/lazy-on-interaction) is told of the press once the page has hydrated, so that its code comes.
 * A held submit shows it was taken (busy, a spinner) and the site's live region says `heldMessage` once the page's root
 * has hydrated (before, React owns the region). A control pressed again while its press is held is pressed once: the
 * traveller who saw nothing happen taps again, and two presses made of a box would leave it as it was.
 * Self-contained, as `holdEarlySubmits`.
 */
function holdEarlyPresses(heldMessage: string) {
  const held: { control: Element; value?: string; patience: number; told?: boolean }[] = []
  let replaying = false
  // React marks an element as it renders its hydration, before committing it: the root's commit (`data-hydrated`, set by
  // `EarlySubmits`) and a beat after the mark are waited for too, or React would still drop the press.
  const hydrated = (element: Element) => document.documentElement.hasAttribute('data-hydrated') && Object.keys(element).some((key) => key.startsWith('__reactProps$'))
  // Marked is not yet committed: a part whose hydration waits on code of its own (a lazy widget inside it) has its marks
  // while React stops every event on it. A key-up no control answers tells which (and makes React hydrate what it can).
  const takes = (element: Element) => {
    let reached = false
    const heard = () => (reached = true)
    element.addEventListener('keyup', heard)
    element.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true, key: 'Unidentified' }))
    element.removeEventListener('keyup', heard)
    return reached
  }
  const replay = (waited: number, seen = false) => {
    const press = held[0]
    if (!press) return
    const ready = !press.control.isConnected || (hydrated(press.control) && takes(press.control))
    if (!ready && !press.told && document.documentElement.hasAttribute('data-hydrated')) {
      press.told = true
      press.control.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
      const region = document.getElementById('page-announcer')
      if (region && press.control.hasAttribute('data-held-press')) region.textContent = heldMessage
    }
    if ((!ready || !seen) && waited < press.patience) return void setTimeout(replay, 100, waited + 100, ready)
    held.shift()
    press.control.removeAttribute('data-held-press')
    press.control.removeAttribute('aria-busy')
    replaying = true
    if (!press.control.isConnected) {
      // Gone with the page it stood on: nothing to press.
    } else if (press.control instanceof HTMLSelectElement && press.value !== undefined) {
      // A choice React already holds (a form reads its fields as it hydrates, ~/lib/typed-before-hydration) is not made
      // again: it would count as a new change, and clear the error of a search sent since (a child's age).
      const props = Object.entries(press.control).find(([key]) => key.startsWith('__reactProps$'))?.[1] as { value?: unknown } | undefined
      if (String(props?.value) !== press.value) {
        press.control.value = press.value
        press.control.dispatchEvent(new Event('change', { bubbles: true }))
      }
    } else (press.control as HTMLElement).click()
    replaying = false
    // The next press once the page has answered this one (a filter changes the address the next one starts from).
    setTimeout(replay, 250, 0, false)
  }
  const hold = (press: { control: Element; value?: string; patience: number }) => {
    held.push(press)
    if (held.length === 1) setTimeout(replay, 100, 0, false)
  }
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null
      const link = target?.closest('a[href]')
      const pageLink =
        link instanceof HTMLAnchorElement &&
        link.origin === location.origin &&
        !link.target &&
        !link.hasAttribute('download') &&
        link.pathname + link.search !== location.pathname + location.search &&
        event.button === 0 &&
        !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      const submit = target?.closest('button, input[type="submit"]')
      const scriptedSubmit =
        (submit instanceof HTMLButtonElement || submit instanceof HTMLInputElement) && submit.type === 'submit' && submit.form?.querySelector('[data-script-only]') && !submit.form.hasAttribute('data-needs-script')
          ? submit
          : null
      const control = pageLink ? link : (scriptedSubmit ?? target?.closest('button[type="button"], input[type="checkbox"], input[type="radio"]'))
      if (!control || replaying) return
      // React makes a press on a part it hydrates late (a lazy widget's boundary) again itself, as a dispatched click:
      // that press is no longer ours to make, or it would land twice, the second after what the traveller did next.
      const queued = held.findIndex((press) => press.control === control)
      if (queued >= 0 && !event.isTrusted) return void held.splice(queued, 1)
      if (queued >= 0) return void event.preventDefault()
      if (hydrated(control) || held.length >= 10) return
      event.preventDefault()
      if (scriptedSubmit) {
        scriptedSubmit.setAttribute('data-held-press', '')
        scriptedSubmit.setAttribute('aria-busy', 'true')
      }
      hold({ control, patience: scriptedSubmit ? 30_000 : 10_000 })
    },
    true,
  )
  document.addEventListener(
    'change',
    (event) => {
      const select = event.target
      if (select instanceof HTMLSelectElement && !replaying && !hydrated(select) && held.length < 10) hold({ control: select, value: select.value, patience: 10_000 })
    },
    true,
  )
}

export function EarlySubmits() {
  // The root's hydration has committed: what `holdEarlyPresses` waits for before it makes a held press again.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
  // ScriptOnce writes only in the server's HTML: in the browser the scripts' source is not built in (1.1 KB on every first load).
  if (!import.meta.env.SSR) return null
  return (
    <>
      <ScriptOnce>{`(${holdEarlySubmits.toString()})()`}</ScriptOnce>
      <ScriptOnce>{`(${holdEarlyPresses.toString()})(${JSON.stringify(heldMessage())})`}</ScriptOnce>
    </>
  )
}
