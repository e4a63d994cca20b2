// The site's link settings (isLinksHaveIcons) for every ./link.tsx below the frame. Apart from the link itself, so
// the frame that provides them does not bring the link's styled anchor into every page's entry (docs/decisions/099).
import { createContext, type ReactNode } from 'react'

export const LinkSettingsContext = createContext({ linksHaveIcons: false })

/** Site-wide link settings from the app configuration (isLinksHaveIcons). */
export function LinkSettingsProvider({ linksHaveIcons, children }: { linksHaveIcons: boolean; children: ReactNode }) {
  return <LinkSettingsContext value={{ linksHaveIcons }}>{children}</LinkSettingsContext>
}
