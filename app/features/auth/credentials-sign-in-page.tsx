// The credentials sign-in (§R2, for development and tests): no redirect to the provider.
import { css } from 'styled-system/css'
import { signInWithCredentials } from '@server/auth/auth.functions'
import { Container } from '~/ui/container'
import { appHref } from '~/lib/app-href'
import { SignInForm } from './sign-in-form'
import { accountText } from '~/i18n/plain/account'

export function CredentialsSignInPage({ callbackUrl }: { callbackUrl?: string }) {
  return (
    <Container className={css({ py: '12', maxW: '442px' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold', mb: '2' })}>{accountText('credentials-sign-in.sign-in-with')}</h1>
      <p className={css({ color: 'fg.muted', mb: '6' })}>{accountText('credentials-sign-in.for-development-and')}</p>
      <SignInForm
        submitLabel={accountText('sign-in.submit')}
        buttonClassName={css({ bg: 'accent.default', color: 'accent.fg', borderRadius: 'md', py: '3', fontWeight: 'bold', cursor: 'pointer' })}
        submit={({ username, password }) => signInWithCredentials({ data: { username, password, callbackUrl } })}
        // A full load, so every query starts again as the signed-in member.
        onSuccess={(redirectTo) => window.location.assign(appHref(redirectTo))}
      />
    </Container>
  )
}
