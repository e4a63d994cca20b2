import type { ComponentProps } from 'react'
import { cx, css } from 'styled-system/css'

/** The global container: centred, at most 1400px wide (§R2). */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(css({ maxW: 'containerMax', mx: 'auto', px: { base: '4', md: '6' } }), className)} {...props} />
}
