// The home search widget (SPEC.md §2): one tab per enabled line of business (tabs 53 px high, basis
// 1227 px), each with that line's search form. Hotels use the hotel search's own form. Tabs mount
// when first chosen, so the other lines' form loads only then (first-load budget, decision 040).
import { Suspense, lazy } from 'react'
import { css } from 'styled-system/css'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { HotelSearchForm } from '~/features/hotel/hotel-search-form'
import { lineNames } from '~/features/lines/lines'
import { homeText } from '~/i18n/plain/home'
import { Tabs } from '~/ui/tabs'

const LineSearchForm = lazy(() => import('~/features/lines/line-search-form').then((module) => ({ default: module.LineSearchForm })))

export function SearchWidget({ lines }: { lines: LineOfBusiness[] }) {
  if (lines.length === 0) return null
  return (
    <section
      aria-label={homeText('search.label')}
      className={css({
        flexGrow: 0,
        flexShrink: 1,
        flexBasis: 'searchWidgetBasis',
        maxW: 'full',
        bg: 'bg.canvas',
        color: 'fg.default',
        borderRadius: 'lg',
        boxShadow: 'lg',
        px: { base: '4', md: '6' },
        pt: '2',
        pb: '6',
      })}
    >
      <Tabs
        label={homeText('search.tabs')}
        tabs={lines.map((line) => ({
          value: line,
          title: lineNames[line].title,
          content:
            line === 'accommodations' ? (
              <HotelSearchForm />
            ) : (
              <Suspense fallback={<p>{homeText('search.loading')}</p>}>
                <LineSearchForm line={line} />
              </Suspense>
            ),
        }))}
      />
    </section>
  )
}
