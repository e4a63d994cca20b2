// A link that lets the keyboard jump over a block (such as a results page's filter column) to `target`:
// hidden until it has the keyboard's focus, then shown where it stands.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

const skipToClass = css({
  srOnly: true,
  _focusVisible: { position: 'static', overflow: 'visible', display: 'inline-block', width: 'auto', height: 'auto', m: '0', px: '3', py: '2', bg: 'bg.canvas', color: 'fg.link', borderRadius: 'md', boxShadow: 'md', clip: 'auto', whiteSpace: 'normal' },
})

/** Following it moves the sequential focus starting point to the element with id `target`: the next Tab lands after it. */
export function SkipTo({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a href={`#${target}`} className={skipToClass}>
      {children}
    </a>
  )
}
