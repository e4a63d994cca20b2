// The site's link settings (isLinksHaveIcons) for every ./link.tsx below the frame. Apart from the link itself, so
// the frame that provides them does not bring the link's styled anchor into every page's entry (docs/decisions/099).
import { createContext, type ReactNode } from 'react'

// One value per setting, the same object at every render: a new object would be a changed context for the whole page,
// and React drops the server markup of every part below not yet hydrated (a map, a form loaded on first use), to render
// it afresh, when a context above it changes (issue 37: a frame rendered again after hydration remounted the hotel map).
const withIcons = { linksHaveIcons: true }
const withoutIcons = { linksHaveIcons: false }

export const LinkSettingsContext = createContext(withoutIcons)

/** Site-wide link settings from the app configuration (isLinksHaveIcons). */
export function LinkSettingsProvider({ linksHaveIcons, children }: { linksHaveIcons: boolean; children: ReactNode }) {
  return <LinkSettingsContext value={linksHaveIcons ? withIcons : withoutIcons}>{children}</LinkSettingsContext>
}
