// On a phone a results page opens with its search in one line ("Paris · Sat, Jan 2, 7:00 PM · 2 guests · Change
// search"), which opens to the line's form (issue 42 item 2): the form filled the first screen, the first result was
// below it. A disclosure (<details>) that works without script: the server sends it open, and a script in the HTML,
// parsed before the form, closes it on a phone, so the form is never painted open there and a browser without script
// shows it as before. A new search (the line says other words) closes it again and takes the focus to the answer's
// count, as a search from another page does. Wide screens never show the line: the form stays open there.
import { ScriptOnce } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { linesText } from '~/i18n/plain/lines'
import { hasNavigated } from '~/lib/navigation-started'

// Below the theme's `sm` breakpoint (750 px), where the results column is the whole width.
const phones = '(max-width: 46.8725rem)'

/** Closes the disclosure it stands in on a phone; written into the server's HTML between its summary and the form. */
function closeOnPhones(query: string) {
  const details = document.currentScript?.parentElement
  if (details instanceof HTMLDetailsElement && window.matchMedia(query).matches) details.open = false
}

const summaryClass = css({
  display: { base: 'flex', sm: 'none' },
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '2',
  py: '3',
  px: '4',
  mb: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
})

export function PhoneSearchSummary({ summary, children }: { summary: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null)
  const drawn = useRef(false)
  // Closed on a phone when the client draws it (a page reached by a link) or the search changes; never as the loaded
  // page hydrates, when the server's script has closed it and the traveller may have opened it since.
  useLayoutEffect(() => {
    const element = details.current
    const first = !drawn.current
    drawn.current = true
    if (!element || (first && !hasNavigated()) || !window.matchMedia(phones).matches) return
    const focused = document.activeElement
    element.open = false
    if (!first && (focused === document.body || element.contains(focused))) document.querySelector<HTMLElement>('main [data-arrival-focus]')?.focus()
  }, [summary])
  // A phone turned or a window widened: the form is always open where the line is not shown.
  useEffect(() => {
    const query = window.matchMedia(phones)
    const widened = () => {
      if (!query.matches && details.current) details.current.open = true
    }
    query.addEventListener('change', widened)
    return () => query.removeEventListener('change', widened)
  }, [])
  return (
    <details ref={details} open className={css({ '&[open] > summary': { mb: '4' } })}>
      <summary className={summaryClass}>
        <span className={css({ fontWeight: 'semibold' })}>{summary}</span>
        <span className={css({ color: 'fg.link', textDecoration: 'underline' })}>{linesText('results.change-search')}</span>
      </summary>
      <ScriptOnce>{`(${closeOnPhones.toString()})(${JSON.stringify(phones)})`}</ScriptOnce>
      {children}
    </details>
  )
}
