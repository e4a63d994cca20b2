import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { Container } from '~/ui/container'
import { TopNavigation } from '~/features/session/top-navigation'
import { linesOfBusiness } from '@contracts/site/lines-of-business'
import { isLineAvailable, lineNames, linePageOf } from '~/features/lines/lines'
import { siteShellQueryOptions } from './shell.queries'
import { shellText } from '~/i18n/plain/shell'

/** The lines of business that are available: enabled and flagged on (SPEC.md §2: disabled lines disappear). */
function LinesNavigation({ site }: { site: SiteConfig }) {
  const { data: flags } = useSuspenseQuery({ ...siteShellQueryOptions(), select: (shell) => shell.flags })
  const lines = linesOfBusiness.flatMap((line) => (isLineAvailable({ site, flags }, line) ? [{ line, page: linePageOf(line) }] : []))
  if (lines.length === 0) return null
  return (
    <nav aria-label={shellText('navigation.travel')}>
      <ul className={css({ display: 'flex', gap: '4' })}>
        {lines.map(({ line, page }) => (
          <li key={line}>
            <Link to={page} className={css({ color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '3px' })}>
              {lineNames[line].title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function SiteHeader({ site }: { site: SiteConfig }) {
  return (
    <header className={css({ bg: 'bg.inverse', color: 'fg.inverse' })}>
      <Container className={css({ display: 'flex', alignItems: 'center', minH: 'headerToolbar', gap: '6' })}>
        <Link to="/" className={css({ fontWeight: 'bold', fontSize: 'xl', color: 'inherit', textDecoration: 'none' })}>
          {site.name}
        </Link>
        <LinesNavigation site={site} />
        <TopNavigation />
      </Container>
    </header>
  )
}
