// A star rating shown as stars and read as its words ("4-star hotel"): an image with a name, since a
// plain span's aria-label is ignored and each "★" would be read as "black star" (issue 43 item 7).
import { css, cx } from 'styled-system/css'

export function StarRating({ stars, label, className }: { stars: number; label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} className={cx(css({ whiteSpace: 'nowrap' }), className)}>
      {'★'.repeat(stars)}
    </span>
  )
}
