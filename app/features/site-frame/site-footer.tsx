import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { shellText } from '~/i18n/plain/shell'
import { Container } from '~/ui/container'
import { leadsToAvailableLine } from '~/features/lines/lines'
import { whenNearViewport } from '~/lib/lazy-when-visible'
import { usePageContent } from '~/features/page-content/page-content'
import { siteShellQueryOptions } from '~/features/site-config/site.queries'

const FooterLinkList = lazy(() => import('./footer-link-list').then((module) => ({ default: module.FooterLinkList })))

export function SiteFooter({ site }: { site: SiteConfig }) {
  const contacts = site.supportContacts.filter((contact) => contact.metadataTags.includes('footer'))
  return (
    <footer className={css({ bg: 'bg.muted', mt: '16', py: '8' })}>
      <Container>
        <h2 className={css({ fontSize: 'md', fontWeight: 'semibold', mb: '2' })}>{shellText('footer.help')}</h2>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '6' })}>
          {contacts.map((contact) => (
            <li key={contact.value}>
              {contact.label}:{' '}
              <a className={css({ color: 'fg.link', textDecoration: 'underline' })} href={contactHref(contact)}>
                {contact.value}
              </a>
            </li>
          ))}
        </ul>
        <p className={css({ mt: '4' })}>
          <Link to="/partner-resources" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
            {shellText('footer.partner-resources')}
          </Link>
        </p>
        <p className={css({ mt: '2' })}>
          <Link to="/api/docs" className={css({ color: 'fg.link', textDecoration: 'underline' })}>
            {shellText('footer.developers')}
          </Link>
        </p>
        {/* What comes as the footer nears the window stands below every link that is there from the start: Tab from far
            up the page jumps to the footer, and links put in above the one reached pushed it out of the window (issue 43,
            WCAG 2.4.11; at 320 px the content's links and menu are 300 px tall). */}
        <ContentLinks field="links" label={shellText('footer.links')} />
        <ContentLinks field="menu" label={shellText('footer.menu')} />
        <p className={css({ mt: '4', color: 'fg.muted', fontSize: 'sm' })}>
          {shellText('footer.copyright', { year: new Date().getFullYear(), siteName: site.name })}
        </p>
      </Container>
    </footer>
  )
}

function contactHref(contact: SiteConfig['supportContacts'][number]) {
  if (contact.type === 'phone') return `tel:${contact.value.replace(/[^\d+]/g, '')}`
  if (contact.type === 'email') return `mailto:${contact.value}`
  return contact.value
}

/**
 * The page content's links and menu (§R2), each a navigation of its own. Their code (the site's link, which
 * says a new tab) loads as the footer nears the viewport and the page has some (docs/decisions/099).
 */
function ContentLinks({ field, label }: { field: 'links' | 'menu'; label: string }) {
  const { data: shell } = useSuspenseQuery(siteShellQueryOptions())
  // A link to a switched-off line would be a 404.
  const links = usePageContent(field)?.filter((link) => leadsToAvailableLine(shell, link.href))
  if (!links?.length) return null
  return (
    <WhenNearViewport>
      <FooterLinkList links={links} label={label} />
    </WhenNearViewport>
  )
}

/**
 * What the footer shows once it nears the viewport (within 200 px): on a phone the footer is screens away when the
 * page opens, so the code of its links and of the language switch is not part of the first load (docs/decisions/099,
 * 101). On a page shorter than the screen that is at once.
 */
function WhenNearViewport({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    let live = true
    void whenNearViewport(place.current).then(() => live && setNear(true))
    return () => {
      live = false
    }
  }, [])
  return <div ref={place}>{near && <Suspense fallback={null}>{children}</Suspense>}</div>
}
