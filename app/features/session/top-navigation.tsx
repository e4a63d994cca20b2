// The account part of the top navigation (§R1, §R6): log in for visitors; for members their greeting,
// points, My Trips, the menu and log out (./member-links.tsx, loaded for members only: docs/decisions/099).
import { useLocation } from '@tanstack/react-router'
import { Suspense, lazy, memo } from 'react'
import { lazyOnInteraction } from '~/lib/lazy-on-interaction'
import { css } from 'styled-system/css'
import { accountLink, menuLink } from './account-link-classes'
import { useAuthStatus } from './use-member-session'
import { appHref } from '~/lib/app-href'
import { sessionText } from '~/i18n/plain/session'

const loadMemberLinks = () => import('./member-links').then((module) => module.MemberLinks)
// In the header's bar, rendered on the server: its code loads at once, and a click on the menu or log out before it has
// hydrated is replayed once it has (React would drop it). The narrow screens' menu renders it in the browser only.
const MemberBarLinks = lazyOnInteraction('member-links-bar', loadMemberLinks, { eager: true })
const MemberListLinks = lazy(() => loadMemberLinks().then((MemberLinks) => ({ default: MemberLinks })))
// The same layout, the same boundary: the header rendering again (the session settling) before the member's code
// arrived must not reach the boundary, or React drops its server markup (#421).
const MemberPart = memo(function MemberPart({ layout }: { layout: 'bar' | 'list' }) {
  if (layout === 'list')
    return (
      <Suspense fallback={null}>
        <MemberListLinks layout="list" />
      </Suspense>
    )
  return (
    <div id="member-links-bar" className={css({ display: 'contents' })}>
      <Suspense fallback={null}>
        <MemberBarLinks layout="bar" />
      </Suspense>
    </div>
  )
})


export function TopNavigation() {
  return (
    <nav aria-label={sessionText('top-navigation.account')} className={css({ ml: 'auto', display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'nowrap' })}>
      <AccountLinks layout="bar" />
    </nav>
  )
}

/**
 * The visitor's log-in link, or the member's links (rendered on the server with the page; in the browser their code
 * is fetched for a member only, and React keeps the server's markup until it is there).
 */
export function AccountLinks({ layout }: { layout: 'bar' | 'list' }) {
  const { status } = useAuthStatus()
  const href = useLocation({ select: (location) => location.href })
  if (status === 'unauthenticated')
    return (
      <a className={layout === 'list' ? menuLink : accountLink} href={appHref(`/auth/sign-in?${new URLSearchParams({ callbackUrl: appHref(href) })}`)}>
        {sessionText('top-navigation.log-in')}
      </a>
    )
  return status === 'authenticated' ? <MemberPart layout={layout} /> : null
}
