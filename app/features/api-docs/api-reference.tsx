// The API reference page: a short server-rendered header, then the interactive reference (Scalar),
// loaded in the browser only and only on this page (its code and styles are a chunk of their own).
import { ClientOnly } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { Container } from '~/ui/container'
import { apiDocsText } from '~/i18n/plain/api-docs'

const InteractiveReference = lazy(() => import('./interactive-reference'))

export function ApiReference() {
  const documentUrl = `${import.meta.env.BASE_URL}api/openapi.json`
  const loading = <p className={css({ py: '10', color: 'fg.muted' })}>{apiDocsText('reference.loading')}</p>
  return (
    <div>
      <Container className={css({ py: '4', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{apiDocsText('reference.heading')}</h1>
        <p className={css({ color: 'fg.muted' })}>{apiDocsText('reference.intro')}</p>
        <a className={css({ color: 'fg.link', textDecoration: 'underline' })} href={documentUrl}>
          {apiDocsText('reference.api-openapi-json')}
        </a>
      </Container>
      <ClientOnly fallback={<Container>{loading}</Container>}>
        <Suspense fallback={<Container>{loading}</Container>}>
          <InteractiveReference documentUrl={documentUrl} />
        </Suspense>
      </ClientOnly>
    </div>
  )
}
