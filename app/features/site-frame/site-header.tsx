import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { Container } from '~/ui/container'
import { TopNavigation } from '~/features/session/top-navigation'
import { useAuthStatus } from '~/features/session/use-member-session'
import { lineNames } from '~/features/lines/lines'
import { useAvailableLines } from '~/features/site-config/available-lines'
import { MobileMenu } from './mobile-menu'
import { HeaderLocaleSwitch } from '~/features/locale-switch/header-locale-switch'
import { shellText } from '~/i18n/plain/shell'

/** The lines of business in the header bar, on wide screens; narrow screens list them in the menu. */
function LinesNavigation({ site }: { site: SiteConfig }) {
  const lines = useAvailableLines(site)
  if (lines.length === 0) return null
  return (
    <nav aria-label={shellText('navigation.travel')} className={css({ display: { base: 'none', lg: 'block' } })}>
      <ul className={css({ display: 'flex', gap: '4' })}>
        {lines.map(({ line, page }) => (
          <li key={line}>
            <Link to={page} className={css({ color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '3px', whiteSpace: 'nowrap' })}>
              {lineNames[line].title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * A guest's way back to a booking (decision 073); narrow screens have it in the menu. A member has My Trips in
 * the bar instead, which keeps the bar one row at 1280 px (issue 36 item 12); the menu still lists it for them.
 */
function FindBookingLink() {
  const { status } = useAuthStatus()
  if (status === 'authenticated') return null
  return (
    <Link to="/reservations/find" className={css({ display: { base: 'none', lg: 'inline' }, color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '3px', whiteSpace: 'nowrap' })}>
      {shellText('navigation.find-booking')}
    </Link>
  )
}

export function SiteHeader({ site }: { site: SiteConfig }) {
  return (
    <header className={css({ bg: 'bg.inverse', color: 'fg.inverse' })}>
      <Container className={css({ display: 'flex', alignItems: 'center', minH: 'headerToolbar', gap: { base: '3', lg: '6' } })}>
        <Link to="/" className={css({ fontWeight: 'bold', fontSize: { base: 'lg', sm: 'xl' }, color: 'inherit', textDecoration: 'none', minW: '0' })}>
          {site.name}
        </Link>
        <LinesNavigation site={site} />
        <TopNavigation />
        <FindBookingLink />
        <HeaderLocaleSwitch />
        <MobileMenu site={site} />
      </Container>
    </header>
  )
}
