// The terms and conditions disclaimers of the page's content by a checkout's Book button (§R2, decision
// 082); in the checkout's chunk (vite.config.ts), not with every page.
import { css } from 'styled-system/css'
import { usePageContent } from './page-content'

/**
 * The terms and conditions disclaimers by the Book button: those whose condition is `always` or one of
 * `conditions` (the product type, the payment mode chosen).
 */
export function PageDisclaimers({ conditions }: { conditions: string[] }) {
  const disclaimers = usePageContent('conditionalTermsAndConditionsDisclaimers')?.filter(({ condition }) => condition === 'always' || conditions.includes(condition))
  if (!disclaimers?.length) return null
  return (
    <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', color: 'fg.muted' })}>
      {disclaimers.map((disclaimer) => (
        <li key={disclaimer.condition + disclaimer.text}>{disclaimer.text}</li>
      ))}
    </ul>
  )
}

