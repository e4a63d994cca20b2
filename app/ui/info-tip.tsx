// InfoTip (§R3.55 "Infotooltip items: name and document"): a small button named after what it
// explains, opening the document in a tooltip under it. Unlike a hint on hover and focus (Ark's
// tooltip runtime) it opens on a press, so it works on touch screens, and it needs no script:
// the browser's popover opens and closes it (the button, Escape, a press elsewhere) and CSS anchor
// positioning places it under the button (browsers without it show it in the middle of the screen).
// The document is also the button's description, so a screen reader gives it without opening.
import { useId, useState, type CSSProperties, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { tooltip } from 'styled-system/recipes/tooltip'
import { InfoIcon } from './icons'

const buttonClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
  w: '6',
  h: '6',
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
})

const contentClass = css({
  fontWeight: 'normal',
  textAlign: 'start',
  lineHeight: 'normal',
  '@supports (anchor-name: --a)': {
    inset: 'auto',
    top: 'anchor(bottom)',
    left: 'anchor(left)',
    m: '0',
    mt: '1',
    positionTryFallbacks: 'flip-inline, flip-block',
  },
})

export function InfoTip({ label, children, className }: { /** The button's name, e.g. "About the security code". */ label: string; children: ReactNode; className?: string }) {
  const popoverId = `info-tip-${useId().replace(/[^\w-]/g, '')}`
  const anchor = `--${popoverId}`
  // Said in the markup too (the browser alone tells only its accessibility tree), for every reader of the page.
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" popoverTarget={popoverId} aria-label={label} aria-expanded={open} aria-describedby={popoverId} className={cx(buttonClass, className)} style={{ anchorName: anchor } as CSSProperties}>
        <InfoIcon size={16} />
      </button>
      <div id={popoverId} popover="auto" role="tooltip" onToggle={(event) => setOpen(event.newState === 'open')} className={cx(tooltip().content, contentClass)} style={{ positionAnchor: anchor } as CSSProperties}>
        {children}
      </div>
    </>
  )
}
