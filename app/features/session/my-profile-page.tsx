// 'My Profile' (§R1, §R3): the member's cards (masked numbers only), tier, status, points and their activity, contact details and saved travelers.
import { useQuery } from '@tanstack/react-query'
import { css, cx } from 'styled-system/css'
import { termList } from 'styled-system/recipes/term-list'
import { Container } from '~/ui/container'
import { formatCount } from '~/lib/format/stay-date'
import { activeProfile, isInactiveMember } from './member-profile'
import { customerProfileQueryOptions } from './session.queries'
import { ProfileSection } from './profile-section'
import { accountText } from '~/i18n/plain/account'
import { DeveloperAccessSection } from '~/features/developer-access/developer-access-section'
import { SavedTravelersSection } from '~/features/travelers/saved-travelers-section'
import { PointsActivitySection } from '~/features/points-activity/points-activity-section'

// Card brands are names, the same in every language; American Express comes from the messages (read at render).
const brandNames: Record<string, string | undefined> = {
  get AX() {
    return accountText('my-profile.american-express')
  },
  VI: 'Visa',
  MC: 'Mastercard',
  DS: 'Discover',
}
const panel = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '5', bg: 'bg.canvas' })

export function MyProfilePage() {
  const { data: profile, isPending, isError, isFetching, refetch } = useQuery(customerProfileQueryOptions())
  const active = profile ? activeProfile(profile) : undefined
  return (
    <Container className={css({ py: '10' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '6' })}>{accountText('my-profile.my-profile')}</h1>
      {(isPending || (isError && isFetching)) && <p role="status">{accountText('my-profile.loading-your-profile')}</p>}
      {isError && !isFetching && (
        <div role="alert" className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
          <p className={css({ fontWeight: 'semibold' })}>{accountText('my-profile.we-could-not')}</p>
          <p>{accountText('my-profile.the-rewards-programme')}</p>
          <button
            type="button"
            onClick={() => void refetch()}
            className={css({ bg: 'accent.default', color: 'accent.fg', borderRadius: 'md', px: '4', py: '2', fontWeight: 'semibold', cursor: 'pointer' })}
          >
            {accountText('my-profile.try-again')}
          </button>
        </div>
      )}
      {profile && active && (
        <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' } })}>
          <ProfileSection id="membership" title={accountText('my-profile.membership')} className={panel}>
            <dl className={cx(termList(), css({ rowGap: '2' }))}>
              <dt>{accountText('my-profile.name')}</dt>
              <dd>
                {profile.personalInfo.firstName} {profile.personalInfo.lastName}
              </dd>
              <dt>{accountText('my-profile.tier')}</dt>
              <dd>{active.tier.name}</dd>
              <dt>{accountText('my-profile.status')}</dt>
              <dd>{accountText(active.status === 'INACTIVE' ? 'my-profile.inactive' : 'my-profile.active')}</dd>
              <dt>{accountText('my-profile.points')}</dt>
              <dd>{formatCount(active.points.balance)}</dd>
              <dt>{accountText('my-profile.loyalty')}</dt>
              <dd>{profile.loyalty.type === 'CARD_BASED' ? accountText('my-profile.card-based') : accountText('my-profile.account-based')}</dd>
            </dl>
            {isInactiveMember(profile) && (
              <p role="note" className={css({ mt: '4', bg: 'warning.subtle', color: 'warning.default', p: '3', borderRadius: 'md' })}>
                {accountText('my-profile.your-membership-is')}
              </p>
            )}
          </ProfileSection>
          <ProfileSection id="contact" title={accountText('my-profile.contact-details')} className={panel}>
            <dl className={cx(termList(), css({ rowGap: '2' }))}>
              <dt>{accountText('my-profile.email')}</dt>
              <dd>{active.email}</dd>
              {/* A member the sandbox enrolled from a provider's claims has no phone on file. */}
              {active.phone.number && (
                <>
                  <dt>{accountText('my-profile.phone')}</dt>
                  <dd>
                    {active.phone.countryCode} {active.phone.number}
                  </dd>
                </>
              )}
            </dl>
          </ProfileSection>
          {active.cards.length > 0 && (
            <ProfileSection id="cards" title={accountText('my-profile.cards')} className={css({ gridColumn: { md: 'span 2' } })}>
              <ul className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' } })}>
                {active.cards.map((card) => (
                  <li key={card.obfuscatedNumber} className={panel}>
                    <p className={css({ fontWeight: 'semibold' })}>{brandNames[card.brand.code] ?? card.brand.code}</p>
                    <p aria-label={accountText('my-profile.card-ending-in', { lastFour: card.obfuscatedNumber.slice(-4) })}>{card.obfuscatedNumber}</p>
                    <p>{card.fullCardHolderName}</p>
                    {card.isDefault && <p className={css({ color: 'success.default', fontWeight: 'semibold' })}>{accountText('my-profile.default-card')}</p>}
                  </li>
                ))}
              </ul>
            </ProfileSection>
          )}
          <PointsActivitySection className={css({ gridColumn: { md: 'span 2' } })} />
          <SavedTravelersSection className={css({ gridColumn: { md: 'span 2' } })} />
          <DeveloperAccessSection className={css({ gridColumn: { md: 'span 2' } })} />
        </div>
      )}
    </Container>
  )
}
