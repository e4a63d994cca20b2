// The account links' looks, shared by the header's first-load part (top-navigation.tsx) and the member's links it
// loads later (member-links.tsx), so neither imports the other back.
import { css } from 'styled-system/css'

/** A link of the header bar's account part. */
export const accountLink = css({ color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { textDecoration: 'none' } })
/** A link in the narrow-screen menu's list. */
export const menuLink = css({ display: 'block', py: '3', color: 'fg.link', textDecoration: 'underline', textUnderlineOffset: '3px' })
