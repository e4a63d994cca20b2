// The first stop of a results page's main content: skips the search form and the filters to the results
// heading (`target`, which takes focus with tabIndex -1), so the keyboard reaches the first result in a few
// presses (issue 19 item 9), on a phone as on a wide screen. Hidden until the keyboard reaches it, then
// shown where it sits, in the flow (no jump to the top of the page).
import { css } from 'styled-system/css'

const skipClass = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  _focusVisible: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto', color: 'fg.link', textDecoration: 'underline', alignSelf: 'start' },
})

export function SkipToResults({ target, label }: { target: string; label: string }) {
  return (
    <a href={`#${target}`} className={skipClass}>
      {label}
    </a>
  )
}
