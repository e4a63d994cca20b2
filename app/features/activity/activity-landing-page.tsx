// A tours or transport landing page (§R2 /tours/, /transport/): the heading, the search form and
// the line's landing sections (popular destinations, recent searches, offers, season).
import { css } from 'styled-system/css'
import { LineLandingSections } from '~/features/lines/line-landing'
import { Container } from '~/ui/container'
import { landingHeadsText } from '~/i18n/plain/landing-heads'
import type { ActivityKind, ActivityResultsParams } from './activity-params'
import { LineSearchSlot, lazyLineSearchForm } from '~/features/lines/line-search-slot'

const ActivityLineSearchForm = lazyLineSearchForm(() => import('./activity-line-search').then((module) => module.ActivityLineSearchForm))

export function ActivityLandingPage({ kind, search }: { kind: ActivityKind; search: Partial<ActivityResultsParams> }) {
  const line = kind === 'tour' ? 'tours' : 'transport'
  return (
    <Container className={css({ py: '10', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div>
        <h1 className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'bold' })}>{landingHeadsText(`${line}.heading`)}</h1>
        <p className={css({ mt: '2', color: 'fg.muted' })}>{landingHeadsText(`${line}.description`)}</p>
      </div>
      <LineSearchSlot Form={ActivityLineSearchForm} props={{ kind, initial: search }} />
      <LineLandingSections line={line} />
    </Container>
  )
}
