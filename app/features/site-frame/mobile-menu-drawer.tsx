// The drawer of the narrow-screen menu: the lines of business, then the visitor's or member's links, then the
// language and region (issue 42 item 10).
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { Drawer } from '~/ui/drawer'
import { lineNames } from '~/features/lines/lines'
import { menuLink } from '~/features/session/account-link-classes'
import { AccountLinks } from '~/features/session/top-navigation'
import { useAvailableLines } from '~/features/site-config/available-lines'
import { shellText } from '~/i18n/plain/shell'
import { LocaleSwitch } from '~/features/locale-switch/locale-switch'

export default function MobileMenuDrawer({ site, open, onOpenChange, finalFocusEl }: { site: SiteConfig; open: boolean; onOpenChange: (open: boolean) => void; finalFocusEl: () => HTMLElement | null }) {
  const lines = useAvailableLines(site)
  const close = () => onOpenChange(false)
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={shellText('navigation.menu')} side="end" finalFocusEl={finalFocusEl}>
      {lines.length > 0 && (
        <nav aria-label={shellText('navigation.travel')}>
          <ul>
            {lines.map(({ line, page }) => (
              <li key={line}>
                <Link to={page} className={menuLink} onClick={close}>
                  {lineNames[line].title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className={css({ borderTopWidth: '1px', borderColor: 'border.default', mt: '2', pt: '2' })}>
        <Link to="/reservations/find" className={menuLink} onClick={close}>
          {shellText('navigation.find-booking')}
        </Link>
        <AccountLinks layout="list" />
      </div>
      <div className={css({ borderTopWidth: '1px', borderColor: 'border.default', mt: '2', pt: '4' })}>
        <LocaleSwitch />
      </div>
    </Drawer>
  )
}
