// A banner that takes the focus (a checkout's error summary, Find my booking's refusal) is brought to the top of the
// window whole (issue 43; WCAG 2.4.11 focus not obscured): below whatever stays fixed over the top of the page (the
// site's error banners), with a little room for its focus ring. `scrollIntoView({ block: 'start' })` with a fixed
// `scroll-margin-top` knows neither what covers the top nor how tall it has grown on a narrow screen.
import { scrollBehavior } from './motion'

/** Room between the banner and the top of the window (or what covers it): its 3 px ring, 2 px out, and some air. */
const room = 16

/**
 * How far down from the top of the window the page is covered by something fixed or sticky there: a band across the
 * top, not an overlay over the whole window (the booking loader fading out) nor the element itself.
 */
export function coveredAtTop(element: HTMLElement): number {
  let covered = 0
  const seen = new Set<Element>()
  for (const x of [1, window.innerWidth / 2, window.innerWidth - 2]) {
    for (let found = document.elementFromPoint(x, 1); found && found !== document.body && found !== document.documentElement; found = found.parentElement) {
      if (seen.has(found) || found.contains(element)) break
      seen.add(found)
      const { position } = getComputedStyle(found)
      if (position !== 'fixed' && position !== 'sticky') continue
      const box = found.getBoundingClientRect()
      if (box.top <= 1 && box.bottom < window.innerHeight / 2) covered = Math.max(covered, box.bottom)
      break
    }
  }
  return covered
}

/** Focuses `element` and scrolls the window so its top stands just below what covers the top of the window. */
export function focusAtTop(element: HTMLElement) {
  element.focus({ preventScroll: true })
  const top = window.scrollY + element.getBoundingClientRect().top - coveredAtTop(element) - room
  window.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() })
}
