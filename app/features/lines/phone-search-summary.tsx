// On a phone a results page opens with its search in one line ("Sat, Jan 2, 7:00 PM · 2 guests · Change search"),
// which opens to the line's form (issue 42 item 2): the form filled the first screen, the first result was below
// it. A disclosure (<details>) that works without script: the server sends it open, and a script in the HTML
// closes it on a phone before the first paint, so a browser without script shows the form as before. Wide
// screens never show the line: the form stays open there, whatever the width was when the page loaded.
import { ScriptOnce } from '@tanstack/react-router'
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { linesText } from '~/i18n/plain/lines'

// Below the theme's `sm` breakpoint (750 px), where the results column is the whole width.
const phones = '(max-width: 46.8725rem)'

/** Closes the disclosure before it is painted, on a phone; written into the server's HTML right after it. */
function closeOnPhones(query: string) {
  const details = document.currentScript?.previousElementSibling
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
  // Drawn by the client (a new search's page): closed on a phone before it is painted, as the server's script does.
  useLayoutEffect(() => {
    if (details.current && window.matchMedia(phones).matches) details.current.open = false
  }, [])
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
    <>
      <details ref={details} open className={css({ '&[open] > summary': { mb: '4' } })}>
        <summary className={summaryClass}>
          <span className={css({ fontWeight: 'semibold' })}>{summary}</span>
          <span className={css({ color: 'fg.link', textDecoration: 'underline' })}>{linesText('results.change-search')}</span>
        </summary>
        {children}
      </details>
      <ScriptOnce>{`(${closeOnPhones.toString()})(${JSON.stringify(phones)})`}</ScriptOnce>
    </>
  )
}
