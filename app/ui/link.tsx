// Link: internal routes through the router, other addresses as <a>. Scrolls itself into view on
// focus; opening a new tab adds rel, a hidden "(opens in a new tab)" and, when the site's
// isLinksHaveIcons flag is on, an external-link icon (SPEC.md §2).
import { Link as RouterLink, type LinkComponentProps } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, FocusEvent, ReactNode } from 'react'
import { css, cx } from 'styled-system/css'

const linkStyle = css({ color: 'fg.link', textDecoration: 'underline', textUnderlineOffset: '3px', _hover: { textDecoration: 'none' } })
const hidden = css({ srOnly: true })

/** Whether a link shows the external-link icon. */
export function showsExternalIcon(target: string | undefined, linksHaveIcons: boolean) {
  return target === '_blank' && linksHaveIcons
}

function scrollIntoViewOnFocus(event: FocusEvent<HTMLAnchorElement>) {
  event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })
}

function NewTabHint({ icon }: { icon: boolean }) {
  return (
    <>
      {icon && (
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={css({ display: 'inline', ml: '1', verticalAlign: 'baseline' })}>
          <path d="M7 1h4v4M11 1 5.5 6.5M9 7v4H1V3h4" fill="none" stroke="currentColor" strokeWidth="1.4" />
        </svg>
      )}
      <span className={hidden}> (opens in a new tab)</span>
    </>
  )
}

type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; linksHaveIcons?: boolean; children: ReactNode }

export function ExternalLink({ href, target, rel, linksHaveIcons = false, className, children, ...rest }: ExternalLinkProps) {
  const newTab = target === '_blank'
  return (
    <a {...rest} href={href} target={target} rel={newTab ? (rel ?? 'noopener noreferrer') : rel} className={cx(linkStyle, className)} onFocus={scrollIntoViewOnFocus}>
      {children}
      {newTab && <NewTabHint icon={showsExternalIcon(target, linksHaveIcons)} />}
    </a>
  )
}

export function Link({ className, ...props }: LinkComponentProps<'a'>) {
  return <RouterLink {...props} className={cx(linkStyle, className as string | undefined)} onFocus={scrollIntoViewOnFocus} />
}
