// The API reference page: a short server-rendered header, then the interactive reference (Scalar),
// loaded in the browser only and only on this page (its code and styles are a chunk of their own).
// Without script (issue 41), the server-rendered page holds the guides as their text (Markdown reads as
// it is) and links the OpenAPI document, whose every operation a reader or a tool can open.
import { ClientOnly } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import guides from '../../../docs/api/guides.md?raw'
import { Container } from '~/ui/container'
import { apiDocsText } from '~/i18n/plain/api-docs'
import { scriptOnly } from '~/ui/script-only'

const InteractiveReference = lazy(() => import('./interactive-reference'))

export function ApiReference() {
  const documentUrl = `${import.meta.env.BASE_URL}api/openapi.json`
  // Without script nothing is loading: the guides' text above stands in, so the line is not shown (the partner's pass).
  const loading = (
    <p {...scriptOnly} className={css({ py: '10', color: 'fg.muted' })}>
      {apiDocsText('reference.loading')}
    </p>
  )
  return (
    <div>
      <Container className={css({ py: '4', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{apiDocsText('reference.heading')}</h1>
        <p className={css({ color: 'fg.muted' })}>{apiDocsText('reference.intro')}</p>
        <a className={css({ color: 'fg.link', textDecoration: 'underline' })} href={documentUrl}>
          {apiDocsText('reference.api-openapi-json')}
        </a>
      </Container>
      <noscript>
        <Container>
          <section aria-labelledby="api-guides-text">
            <h2 id="api-guides-text" className={css({ fontSize: 'lg', fontWeight: 'bold', py: '2' })}>
              {apiDocsText('reference.guides-text')}
            </h2>
            <p>{apiDocsText('reference.no-script')}</p>
            <pre className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'mono', fontSize: 'sm', py: '4' })}>{guides}</pre>
          </section>
        </Container>
      </noscript>
      <ClientOnly fallback={<Container>{loading}</Container>}>
        <Suspense fallback={<Container>{loading}</Container>}>
          <InteractiveReference documentUrl={documentUrl} />
        </Suspense>
      </ClientOnly>
    </div>
  )
}
