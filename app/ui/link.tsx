// Link (§R2): internal routes through TanStack Router (`to`), other addresses as a plain
// <a> (`href`). Every link scrolls itself into view on focus. A link that opens a new tab gets
// rel="noopener noreferrer" and says so to screen readers; when the site's isLinksHaveIcons flag is
// on (prop or LinkSettingsProvider) it also shows an external-link icon.
import { createLink, type AnyRouter, type LinkComponentProps, type RegisteredRouter } from '@tanstack/react-router'
import { useContext, type ComponentProps, type FocusEvent, type ReactElement } from 'react'
import { cx } from 'styled-system/css'
import { visuallyHidden } from 'styled-system/patterns'
import { link, type LinkVariantProps } from 'styled-system/recipes/link'
import { uiText } from '~/i18n/plain/ui'
import { ExternalLinkIcon } from './frame-icons'
import { LinkSettingsContext } from './link-settings'

// A plain <a> with the recipe's class, not Ark's factory element nor Panda's styled factory: no link uses
// `asChild` or style props, and either factory would come with every page that shows a link (docs/decisions/083, 099).

export { LinkSettingsProvider } from './link-settings'

export function opensNewTab(target: string | undefined) {
  return target === '_blank'
}

/** Whether a link shows the external-link icon: only for a new tab, only when the site asks for icons. */
export function showsExternalIcon(target: string | undefined, linksHaveIcons: boolean) {
  return opensNewTab(target) && linksHaveIcons
}

/** The rel of a link: a new tab gets no access to this page (noopener) and no referrer, kept with any rel given. */
export function linkRel(target: string | undefined, rel: string | undefined) {
  if (!opensNewTab(target)) return rel
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean))
  tokens.add('noopener')
  tokens.add('noreferrer')
  return [...tokens].join(' ')
}

function scrollIntoViewOnFocus(event: FocusEvent<HTMLAnchorElement>) {
  // jsdom and very old browsers have no scrollIntoView.
  if (!event.defaultPrevented && typeof event.currentTarget.scrollIntoView === 'function') event.currentTarget.scrollIntoView({ block: 'nearest' })
}

type AnchorProps = ComponentProps<'a'> & Pick<LinkVariantProps, 'variant'> & {
  /** Overrides the site setting (LinkSettingsProvider) for this link. */
  linksHaveIcons?: boolean
}

function Anchor({ linksHaveIcons, target, rel, onFocus, children, variant, className, ...rest }: AnchorProps) {
  const settings = useContext(LinkSettingsContext)
  const newTab = opensNewTab(target)
  return (
    <a
      {...rest}
      className={cx(link({ variant }), className)}
      target={target}
      rel={linkRel(target, rel)}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        onFocus?.(event)
        scrollIntoViewOnFocus(event)
      }}
    >
      {children}
      {newTab && showsExternalIcon(target, linksHaveIcons ?? settings.linksHaveIcons) && <ExternalLinkIcon data-part="external-icon" size={12} />}
      {newTab && (
        <>
          {' '}
          <span className={visuallyHidden()}>{uiText('link.new-tab')}</span>
        </>
      )}
    </a>
  )
}

const RouterAnchor = createLink(Anchor)

export type ExternalLinkProps = Omit<AnchorProps, 'href'> & { href: string; to?: undefined }
export type InternalLinkProps<
  TRouter extends AnyRouter = RegisteredRouter,
  TFrom extends string = string,
  TTo extends string | undefined = undefined,
  TMaskFrom extends string = TFrom,
  TMaskTo extends string = '',
> = LinkComponentProps<typeof Anchor, TRouter, TFrom, TTo, TMaskFrom, TMaskTo>

/** An address outside the router: a plain <a>. */
export function Link(props: ExternalLinkProps): ReactElement
/** A route of this app, type-checked by the router (`to`, `params`, `search`). */
export function Link<
  TRouter extends AnyRouter = RegisteredRouter,
  const TFrom extends string = string,
  const TTo extends string | undefined = undefined,
  const TMaskFrom extends string = TFrom,
  const TMaskTo extends string = '',
>(props: InternalLinkProps<TRouter, TFrom, TTo, TMaskFrom, TMaskTo>): ReactElement
export function Link(props: ExternalLinkProps | AnyInternalLinkProps) {
  if (isExternal(props)) return <Anchor {...props} />
  return <RouterAnchor {...props} />
}

// The implementation sees every route; the overloads above keep callers type-checked.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyInternalLinkProps = LinkComponentProps<typeof Anchor, AnyRouter, string, any, string, any>

function isExternal(props: ExternalLinkProps | AnyInternalLinkProps): props is ExternalLinkProps {
  return props.to === undefined && typeof (props as { href?: unknown }).href === 'string'
}
