// What a traveller sees after sending a form that needs its script without it (issue 35 item 1,
// docs/decisions/106): what happened, that nothing was kept, and the way back to the form's page,
// which the form's own address carries (never its body).
import { css } from 'styled-system/css'
import { sitePathOf } from '@server/http/redirect-target'
import { errorsText } from '~/i18n/plain/errors'
import { appHref } from '~/lib/app-href'
import { ErrorLayout } from './error-layout'

const errorImage = { src: `${import.meta.env.BASE_URL}images/placeholder-error.svg`, alt: '' }

export function NeedsJavaScriptPage({ from }: { from?: string }) {
  // Read as a path of this site (any host will do to read it by): another site's address is no way back.
  const back = sitePathOf(from, 'http://site.invalid/')
  return (
    <ErrorLayout image={errorImage} heading={errorsText('needs-javascript.title')}>
      <p>{errorsText('needs-javascript.description')}</p>
      <p className={css({ mt: '2' })}>{errorsText('needs-javascript.next')}</p>
      <p className={css({ mt: '4' })}>
        <a href={appHref(back ?? '/')} className={css({ color: 'fg.link', textDecoration: 'underline', fontWeight: 'medium' })}>
          {back ? errorsText('needs-javascript.back') : errorsText('page.home-link')}
        </a>
      </p>
    </ErrorLayout>
  )
}
