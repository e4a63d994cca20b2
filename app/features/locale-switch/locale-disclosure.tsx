// The header's language and region switch (./header-locale-switch.tsx): the language in use, which opens to the
// switch's form (./locale-switch.tsx). A disclosure that works without script; with script Escape or a press outside
// closes it.
import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { visitorLocale } from '~/lib/format/visitor-settings'
import { shellText } from '~/i18n/plain/shell'
import { LocaleSwitch } from './locale-switch'

const summaryClass = css({
  display: 'flex',
  alignItems: 'center',
  minH: '11',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  // Drawn, not said: its alternative text is empty.
  _after: { content: '"▾" / ""', ms: '1', textDecoration: 'none' },
})

const panelClass = css({ position: 'absolute', insetEnd: '0', top: 'full', zIndex: 'dropdown', mt: '1', p: '4', w: 'max-content', maxW: '90vw', bg: 'bg.canvas', color: 'fg.default', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', boxShadow: 'lg' })

export function LocaleDisclosure() {
  const details = useRef<HTMLDetailsElement>(null)
  // Escape inside it, or a press outside, closes it as a menu would; Escape gives the focus back to its summary.
  useEffect(() => {
    const inside = (target: EventTarget | null) => target instanceof Node && Boolean(details.current?.contains(target))
    const outside = (event: PointerEvent) => {
      if (details.current?.open && !inside(event.target)) details.current.open = false
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.current?.open || !inside(event.target)) return
      details.current.open = false
      details.current.querySelector('summary')?.focus()
    }
    document.addEventListener('pointerdown', outside)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', outside)
      document.removeEventListener('keydown', escape)
    }
  }, [])
  return (
    <details ref={details} className={css({ position: 'relative' })}>
      <summary className={summaryClass}>
        <span className={css({ srOnly: true })}>{shellText('locale.label')}: </span>
        {shellText(`locale.short.${visitorLocale()}`)}
      </summary>
      <div className={panelClass}>
        <LocaleSwitch />
      </div>
    </details>
  )
}
