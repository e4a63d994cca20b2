// A signed-in member's part of the top navigation (§R1, §R6): greeting, points, My Trips, the menu and
// log out, or a retry when the profile could not be had. Its own chunk, loaded for members only
// (./top-navigation.tsx; docs/decisions/099): a visitor's header has the log-in link alone.
import { useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { useSiteSwitch } from '~/features/site-config/site-config'
import { useMemberSummary } from './use-member-session'
import { appHref } from '~/lib/app-href'
import { memberMenuText } from '~/i18n/plain/member-menu'
import { accountLink, menuLink } from './account-link-classes'

const barGreetingClass = css({ display: 'flex', flexDirection: 'column', lineHeight: 'tight', fontSize: 'sm', whiteSpace: 'nowrap', minW: '0' })
/** On a phone the bar keeps only the greeting, cut short when long: the menu holds the rest (the balance, My Trips, log out). */
const wideOnly = css({ display: { base: 'none', lg: 'revert' } })
const phoneGreetingClass = css({ maxW: { base: '7rem', lg: 'none' }, overflow: 'hidden', textOverflow: 'ellipsis' })

const control = css({ color: 'inherit', bg: 'transparent', borderWidth: '1px', borderColor: 'currentColor', borderRadius: 'md', px: '3', py: '1', cursor: 'pointer', whiteSpace: 'nowrap' })

/** The member's links: in the header bar (`bar`: only on wide screens, where the menu of narrow screens holds them) or as the list of that menu (`list`). */
export function MemberLinks({ layout }: { layout: 'bar' | 'list' }) {
  const { summary: profile, failed: profileFailed, retrying: profileRetrying, retry: retryProfile } = useMemberSummary()
  const activeProfile = profile?.activeProfile
  // A retry starts the profile afresh (pending, not failed): the notice stays until it answers.
  const [retryAsked, setRetryAsked] = useState(false)
  const myTripsEnabled = useSiteSwitch('myTripsEnabled')
  const links = memberLinks(myTripsEnabled)
  const list = layout === 'list'
  const itemClass = list ? css({ display: 'block', py: '2' }) : undefined
  return (
    // In the bar on a phone too, so a member's first page says from its HTML that they are signed in (issue 40).
    <div className={list ? css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }) : css({ display: 'contents' })}>
      {list ? (
        <>
          {profile && <span className={itemClass}>{memberMenuText('top-navigation.greeting', { firstName: profile.firstName })}</span>}
          {activeProfile && <span className={itemClass}>{memberMenuText.plural('top-navigation.points', activeProfile.points.balance)}</span>}
        </>
      ) : (
        // In the bar the greeting sits above the balance, so both stay in one header row from 1024 px (§R1.4; issue 36 item 12).
        (profile || activeProfile) && (
          <span className={barGreetingClass}>
            {profile && <span className={phoneGreetingClass}>{memberMenuText('top-navigation.greeting', { firstName: profile.firstName })}</span>}
            {activeProfile && <span className={wideOnly}>{memberMenuText.plural('top-navigation.points', activeProfile.points.balance)}</span>}
          </span>
        )
      )}
      {/* Without a profile there is no name or balance to show: say so, and offer to ask again. */}
      {(profileFailed || (retryAsked && !profile)) && (
        <span role="status" className={cx(css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }), !list && wideOnly)}>
          {profileFailed && !profileRetrying ? (
            <>
              {memberMenuText('top-navigation.profile-unavailable')}
              <button
                type="button"
                className={control}
                onClick={() => {
                  setRetryAsked(true)
                  retryProfile()
                }}
              >
                {memberMenuText('top-navigation.try-again')}
              </button>
            </>
          ) : (
            memberMenuText('top-navigation.loading-profile')
          )}
        </span>
      )}
      {list ? (
        <ul className={css({ w: 'full', my: '2' })}>
          {links.map(([label, path]) => (
            <li key={path}>
              <a href={appHref(path)} className={menuLink}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <>
          {myTripsEnabled && (
            <a className={cx(css({ whiteSpace: 'nowrap' }), accountLink, wideOnly)} href={appHref(myTripsPath)}>
              {memberMenuText('top-navigation.my-trips')}
            </a>
          )}
          <AccountMenu links={links} />
        </>
      )}
      <button type="button" className={cx(control, !list && wideOnly)} onClick={signOut}>
        {memberMenuText('top-navigation.log-out')}
      </button>
    </div>
  )
}

const myTripsPath = '/my-trips/'

type MemberLink = [label: string, path: string]

/** The member's pages; My Trips only where the site has it (§R3.31 myTripsEnabled). */
const memberLinks = (myTripsEnabled: boolean): MemberLink[] => [
  ...(myTripsEnabled ? [[memberMenuText('top-navigation.manage-my-trips'), myTripsPath] satisfies MemberLink] : []),
  [memberMenuText('my-profile.my-profile'), '/my-profile'],
]

/** A disclosure of navigation links: a list of links, not an application menu. */
function AccountMenu({ links }: { links: MemberLink[] }) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  return (
    <div className={cx(css({ position: 'relative' }), wideOnly)}>
      <button type="button" className={control} aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
        {memberMenuText('top-navigation.menu')}
      </button>
      <ul
        id={listId}
        hidden={!open}
        className={css({ position: 'absolute', right: '0', top: 'calc(100% + 0.5rem)', bg: 'bg.canvas', color: 'fg.default', borderRadius: 'md', boxShadow: 'md', py: '2', minW: '12rem', zIndex: 'dropdown' })}
      >
        {links.map(([label, path]) => (
          <li key={path}>
            <a href={appHref(path)} className={css({ display: 'block', px: '4', py: '2', color: 'fg.link', _hover: { bg: 'bg.subtle' } })}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** Log out: the sign-out code (with the inactivity state it clears) loads on the press, not with every page (docs/decisions/076). */
function signOut() {
  void import('./use-sign-out').then((module) => module.signOut())
}
