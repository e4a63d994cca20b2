// The embedded provider's sign-in page, styled as the rewards club's own login (not the travel site's),
// and saying plainly that it is a demo login (docs/decisions/060).
import { css } from 'styled-system/css'
import { submitRewardsClubSignIn, type AuthorizeParams } from '@server/auth/auth.functions'
import { SignInForm } from './sign-in-form'
import { accountText } from '~/i18n/plain/account'
import { reservationsText } from '~/i18n/plain/reservations'
import { shellText } from '~/i18n/plain/shell'
import { appHref } from '~/lib/app-href'

/** The demo members a traveller may try and their password, named on the page itself (this is the embedded demo provider, issues 36/43), as the server gives them. */
export type DemoSignIn = { usernames: string[]; password: string }

export function RewardsClubSignInPage({ params, requestError, demo }: { params: AuthorizeParams; requestError: string | null; demo: DemoSignIn }) {
  const demoMemberNames = new Intl.ListFormat('en', { type: 'disjunction' }).format(demo.usernames)
  return (
    <div className={css({ bg: 'bg.subtle', py: '12', px: '4', minH: '70vh' })}>
      <section
        aria-labelledby="rewards-club-heading"
        className={css({ maxW: '442px', mx: 'auto', bg: 'bg.canvas', borderRadius: 'lg', boxShadow: 'lg', overflow: 'hidden' })}
      >
        <div className={css({ bg: 'brand.900', color: 'fg.inverse', px: '6', py: '5' })}>
          <p className={css({ fontSize: 'sm', letterSpacing: 'wider', textTransform: 'uppercase' })}>{accountText('rewards-club-sign-in.rewards-club')}</p>
          <h1 id="rewards-club-heading" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            {accountText('rewards-club-sign-in.sign-in-to')}
          </h1>
        </div>
        <div className={css({ p: '6' })}>
          {requestError ? (
            <p role="alert" className={css({ color: 'danger.default' })}>
              {requestError}
            </p>
          ) : (
            <SignInForm
              submitLabel={accountText('sign-in.submit')}
              buttonClassName={css({ bg: 'brand.700', color: 'fg.inverse', borderRadius: 'md', py: '3', fontWeight: 'bold', cursor: 'pointer', _hover: { bg: 'brand.900' }, _disabled: { opacity: 0.7 } })}
              submit={({ username, password }) => submitRewardsClubSignIn({ data: { username, password, params } })}
              onSuccess={(redirectTo) => window.location.assign(redirectTo)}
            >
              <p role="note" className={css({ fontSize: 'sm', bg: 'warning.subtle', color: 'fg.default', borderLeftWidth: '4px', borderColor: 'warning.default', p: '3', borderRadius: 'md' })}>
                <strong>{accountText('rewards-club-sign-in.demo-login')}</strong> {accountText('rewards-club-sign-in.demo-members-only', { members: demoMemberNames, password: demo.password })}
              </p>
            </SignInForm>
          )}
          <p className={css({ mt: '6', fontSize: 'sm' })}>
            {reservationsText('find.sign-in-prompt')}{' '}
            <a href={appHref('/reservations/find')} className={css({ color: 'fg.link', textDecoration: 'underline' })}>
              {shellText('navigation.find-booking')}
            </a>
          </p>
        </div>
      </section>
    </div>
  )
}
