// One polite live region for the whole site, in the page from its first paint (issue 43 item 14): a
// region added together with its text is not heard, and a change that brings no new text of its own (a
// sort, another page of results) would otherwise pass in silence. It stands outside the main landmark,
// which a modal dialog hides; a dialog that must be heard says so in its own region.
import { css } from 'styled-system/css'

const pageAnnouncerId = 'page-announcer'

export function PageAnnouncer() {
  // A live region by `aria-live` alone: heard like a status, but not one of the page's own status messages.
  return <div id={pageAnnouncerId} aria-live="polite" aria-atomic="true" className={css({ srOnly: true })} />
}

let pending: ReturnType<typeof setTimeout> | undefined

/** Says a message politely; the same message said twice is heard twice (the region is emptied first). */
export function announce(message: string) {
  const region = document.getElementById(pageAnnouncerId)
  if (!region) return
  region.textContent = ''
  clearTimeout(pending)
  // A beat after emptying: screen readers read a change of text, not a text set again.
  pending = setTimeout(() => {
    region.textContent = message
  }, 100)
}

/**
 * Empties the region, a message pending included: for a result that replaces what was said (a cancellation's result
 * taking the focus as the page's question goes), whose old text would stay in the region, read out of date (issue 43).
 */
export function clearAnnouncement() {
  clearTimeout(pending)
  const region = document.getElementById(pageAnnouncerId)
  if (region) region.textContent = ''
}
