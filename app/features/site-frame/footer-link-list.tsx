// The footer's list of the page content's links or menu (§R2), with the site's link (a new tab is said);
// loaded by ./site-footer.tsx only when the page has such links.
import { css } from 'styled-system/css'
import type { PageContent } from '@contracts/site/page-content.schema'
import { Link } from '~/ui/link'

type FooterLink = NonNullable<PageContent['links']>[number]

const linkListClass = css({ display: 'flex', flexWrap: 'wrap', gap: '6', mt: '4' })

export function FooterLinkList({ links, label }: { links: FooterLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={linkListClass}>
        {links.map((link) => (
          <li key={link.href + link.label}>
            <Link href={link.href} target={link.newTab ? '_blank' : undefined} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
