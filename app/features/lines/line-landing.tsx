// The landing sections as pages import them (docs/decisions/097, 099): a landing page's first load carries
// only its search form. The popular destinations, offers and season are plain links and pictures rendered on
// the server; their code loads on the traveller's first pointer, focus or key in them (a link is followed by
// the browser meanwhile). The recent searches live on the device, so the server cannot render them: their
// code loads after hydration only when the device keeps some, and they take their place above the others.
import { Suspense, memo, useEffect, useState, type ComponentType } from 'react'
import { css } from 'styled-system/css'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { hasStoredList } from '~/lib/has-stored-list'
import { lazyOnInteraction } from '~/lib/lazy-on-interaction'
import type { SearchLine } from './line-search'

const sectionsId = 'landing-sections'
const StaticSections = lazyOnInteraction(sectionsId, () => import('./line-landing-sections').then((module) => module.LineLandingSections), { holdClicks: false })
// The same line, the same sections: the page rendering again (its search changing) must not reach the
// boundary before it hydrated, or React drops its server markup.
const Sections = memo(function Sections({ line }: { line: LineOfBusiness }) {
  return (
    <Suspense fallback={null}>
      <StaticSections line={line} />
    </Suspense>
  )
})

/** Where a line's recent searches are kept (its stored list's key) and the code that shows them. */
export type StoredRecentSearches = { storageKey: string; load: () => Promise<ComponentType> }

/** The shared line form's recent searches (./line-recent-searches.ts: the key must equal its list's). */
const lineRecentSearches = (line: SearchLine): StoredRecentSearches => ({
  storageKey: 'recent-line-searches',
  load: () => import('./line-recent-searches-section').then((module) => () => <module.LineRecentSearches line={line} />),
})

/** Nothing on the server and in the first render; the list once its code is there, when the device has one. */
function RecentSearchesWhenStored({ storageKey, load }: StoredRecentSearches) {
  const [Recent, setRecent] = useState<ComponentType>()
  useEffect(() => {
    let cancelled = false
    const show = () => {
      if (!hasStoredList(storageKey)) return
      window.removeEventListener('storage', show)
      void load().then((Component) => !cancelled && setRecent(() => Component))
    }
    // Another tab may search while this one is open.
    window.addEventListener('storage', show)
    show()
    return () => {
      cancelled = true
      window.removeEventListener('storage', show)
    }
  }, [storageKey, load])
  return Recent ? <Recent /> : null
}

/** `recent`: the line's recent searches when they are not the shared form's (hotels keep their own list). */
export function LineLandingSections({ line, recent }: { line: LineOfBusiness; recent?: StoredRecentSearches }) {
  const [stored] = useState(() => recent ?? (line === 'accommodations' ? undefined : lineRecentSearches(line)))
  return (
    <div id={sectionsId} className={css({ display: 'flex', flexDirection: 'column', gap: '10', mt: '4' })}>
      {stored && <RecentSearchesWhenStored {...stored} />}
      <Sections line={line} />
    </div>
  )
}
