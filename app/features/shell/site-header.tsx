import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { Container } from '~/ui/container'
import { TopNavigation } from '~/features/session/top-navigation'

export function SiteHeader({ site }: { site: SiteConfig }) {
  return (
    <header className={css({ bg: 'bg.inverse', color: 'fg.inverse' })}>
      <Container className={css({ display: 'flex', alignItems: 'center', minH: 'headerToolbar', gap: '6' })}>
        <Link to="/" className={css({ fontWeight: 'bold', fontSize: 'xl', color: 'inherit', textDecoration: 'none' })}>
          {site.name}
        </Link>
        <TopNavigation />
      </Container>
    </header>
  )
}
