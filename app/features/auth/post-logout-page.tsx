// Where sign-out returns by default (SPEC.md §2 /auth/post-logout).
import { css } from 'styled-system/css'
import { Container } from '~/ui/container'
import { appHref } from '~/features/session/use-sign-out'
import { accountText } from '~/i18n/plain/account'

export function PostLogoutPage() {
  return (
    <Container className={css({ py: '16', textAlign: 'center' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{accountText('post-logout-page.you-have-signed-out')}</h1>
      <p className={css({ mb: '6' })}>{accountText('post-logout-page.thank-you-for-travelling-with')}</p>
      <p className={css({ display: 'flex', gap: '6', justifyContent: 'center' })}>
        <a className={css({ color: 'fg.link', textDecoration: 'underline' })} href={appHref('/auth/sign-in')}>
          {accountText('post-logout-page.sign-in-again')}
        </a>
        <a className={css({ color: 'fg.link', textDecoration: 'underline' })} href={appHref('/')}>
          {accountText('post-logout-page.go-to-the-home-page')}
        </a>
      </p>
    </Container>
  )
}
