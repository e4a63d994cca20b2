// A box that scrolls sideways inside the page, for what is wider than a phone and reads only as a whole (a table of
// fares by date, a seat map): the page itself does not scroll sideways (WCAG 1.4.10). Chromium leaves a control the
// keyboard reaches half outside such a box where it stands (issue 43: the fares table's next day was cut at the
// screen's edge at 320 px), so the box brings each one whole into view as it takes the focus.
import type { ComponentProps } from 'react'
import { css, cx } from 'styled-system/css'
import { scrollBehavior } from '~/lib/motion'

const boxClass = css({ overflowX: 'auto', maxW: 'full' })

export function ScrollBox({ className, onFocus, ...rest }: ComponentProps<'div'>) {
  return (
    <div
      {...rest}
      className={cx(boxClass, className)}
      onFocus={(event) => {
        onFocus?.(event)
        if (event.target !== event.currentTarget) event.target.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: scrollBehavior() })
      }}
    />
  )
}
