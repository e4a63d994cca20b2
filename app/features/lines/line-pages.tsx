// Every line's landing page (§R2): the line's search, then its destinations, recent searches, offers and season
// (./line-landing-sections.tsx). A line's results, offer, checkout and confirmation pages are its own.
import { useSearch } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { Container } from '~/ui/container'
import { landingHeadsText } from '~/i18n/plain/landing-heads'
import { lineLandingForms } from '~/line-landing-forms'
import { LineSearchSlot } from './line-search-slot'
import { LineLandingSections, type StoredRecentSearches } from './line-landing'

const pageClass = css({ py: '10', display: 'flex', flexDirection: 'column', gap: '6' })
const headingClass = css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' })

/**
 * A line's landing page (§R2 /accommodations/, /dining/, …): its heading, its search form (the one it registers,
 * loaded on first use: app/line-landing-forms.ts) prefilled from the address, and its landing sections (`recent`: the
 * line's recent searches where they are not the shared form's list, the hotels').
 */
export function LineLandingPage({ line, recent }: { line: LineOfBusiness; recent?: StoredRecentSearches }) {
  const search = useSearch({ strict: false })
  return (
    <Container className={pageClass}>
      <div>
        <h1 className={headingClass}>{landingHeadsText(`${line}.heading`)}</h1>
        <p className={css({ mt: '2', color: 'fg.muted' })}>{landingHeadsText(`${line}.description`)}</p>
      </div>
      {/* Keyed by the search: a link to this page with another one (a promotion's destination) fills the form anew. */}
      <LineSearchSlot key={JSON.stringify(search)} Form={lineLandingForms[line]} props={{ initial: search }} />
      <LineLandingSections line={line} recent={recent} />
    </Container>
  )
}
