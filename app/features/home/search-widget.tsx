// The home search widget (§R2): one tab per enabled line of business (tabs 53 px high, basis
// 1227 px), each with the search form its line registers in app/line-registry.ts. Tabs mount when
// first chosen, so the other lines' forms load only then (first-load budget, decision 040).
import { Suspense } from 'react'
import { css } from 'styled-system/css'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { lineNames } from '~/features/lines/lines'
import { homeText } from '~/i18n/plain/home'
import { lineSearchForms } from '~/line-registry'
import { Tabs } from '~/ui/tabs'

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
        tabs={lines.map((line) => {
          const { form: SearchForm, lazy } = lineSearchForms[line]
          return {
            value: line,
            title: lineNames[line].title,
            content: lazy ? (
              <Suspense fallback={<p>{homeText('search.loading')}</p>}>
                <SearchForm />
              </Suspense>
            ) : (
              <SearchForm />
            ),
          }
        })}
      />
    </section>
  )
}
