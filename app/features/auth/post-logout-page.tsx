// Where sign-out returns by default (§R2 /auth/post-logout).
import { css } from 'styled-system/css'
import { Container } from '~/ui/container'
import { appHref } from '~/lib/app-href'
import { accountText } from '~/i18n/plain/account'

export function PostLogoutPage() {
  return (
    <Container className={css({ py: '16', textAlign: 'center' })}>
      <h1 className={css({ fontSize: '3xl', fontWeight: 'bold', mb: '4' })}>{accountText('post-logout.you-have-signed')}</h1>
      <p className={css({ mb: '6' })}>{accountText('post-logout.thank-you-for')}</p>
      <p className={css({ display: 'flex', gap: '6', justifyContent: 'center' })}>
        <a className={css({ color: 'fg.link', textDecoration: 'underline' })} href={appHref('/auth/sign-in')}>
          {accountText('post-logout.sign-in-again')}
        </a>
        <a className={css({ color: 'fg.link', textDecoration: 'underline' })} href={appHref('/')}>
          {accountText('post-logout.go-to-the')}
        </a>
      </p>
    </Container>
  )
}
