// A placeholder shape while content loads; hidden from assistive technology, still under reduced motion.
import { css, cx } from 'styled-system/css'

export function Skeleton({ width = '100%', height = '1rem', className }: { width?: string; height?: string; className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx(css({ bg: 'bg.muted', borderRadius: 'md', animation: 'pulse 1.5s ease-in-out infinite', '@media (prefers-reduced-motion: reduce)': { animation: 'none' } }), className)}
      style={{ width, height }}
    />
  )
}
