// What a results page says when its list changes without a new count (issue 43 items 6 and 14): every
// line's pages and the hotel one use these, so each sort and page change is heard the same way.
import { linesText } from '~/i18n/plain/lines'
import { announce } from '~/features/focus-and-announcements/page-announcer'

/** Says the new order: the count above the results stays the same, so nothing else is heard (issue 43 item 14). */
export function announceSort(label: string | undefined) {
  if (label) announce(linesText('results.sorted-by', { sort: label }))
}

/**
 * Another page of results was asked for from a link of `pager` (issue 43 item 6): the keyboard goes
 * back to the top of the results (their heading, which names the section around the pager) and the
 * new page is said, since the count above stays the same. The view stays where the focus goes.
 */
export function toResultsPage(pager: HTMLElement, page: number, pages: number) {
  const headingId = pager.closest('section[aria-labelledby]')?.getAttribute('aria-labelledby')
  const heading = headingId ? document.getElementById(headingId) : null
  heading?.focus()
  announce(linesText('results.page-of', { page, pages }))
}
