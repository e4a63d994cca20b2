// Link styles shared by the tours and transport pages (what their reservation pages load is in
// ./activity-reservations.tsx, apart, so the checkout does not carry the reservation texts).
import { css } from 'styled-system/css'

export const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
export const primaryLinkClass = css({ alignSelf: 'flex-start', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '5', py: '2', borderRadius: 'md', _hover: { bg: 'accent.emphasized' } })
