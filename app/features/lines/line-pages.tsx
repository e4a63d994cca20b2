// The landing page of a line that has no page of its own (§R2): the line's search, then its
// destinations, recent searches, offers and season (./line-landing-sections.tsx). Every line's
// results, offer, checkout and confirmation pages are its own now; the placeholder steps are gone.
import { useSearch } from '@tanstack/react-router'
import type { ComponentType } from 'react'
import { css } from 'styled-system/css'
import { Container } from '~/ui/container'
import type { SearchLine } from './line-search'
import type { LineSearchFormProps } from './line-search-form'
import { landingHeadsText } from '~/i18n/plain/landing-heads'
import { LineSearchSlot } from './line-search-slot'
import { LineLandingSections } from './line-landing'

const pageClass = css({ py: '10', display: 'flex', flexDirection: 'column', gap: '6' })
const headingClass = css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' })

function useLineSearch() {
  return useSearch({ strict: false })
}

/** `SearchForm`: the line's own declaration of the shared search form (`<line>-line-search.tsx`), loaded on first use (`lazyLineSearchForm`). */
export function LineLandingPage({ line, SearchForm }: { line: SearchLine; SearchForm: ComponentType<LineSearchFormProps> }) {
  const search = useLineSearch()
  return (
    <Container className={pageClass}>
      <div>
        <h1 className={headingClass}>{landingHeadsText(`${line}.heading`)}</h1>
        <p className={css({ mt: '2', color: 'fg.muted' })}>{landingHeadsText(`${line}.description`)}</p>
      </div>
      <LineSearchSlot Form={SearchForm} props={{ initial: search }} />
      <LineLandingSections line={line} />
    </Container>
  )
}
