// The language and region switch in the header's bar (issue 42 item 10): the language in use, which opens to the
// switch's form (./locale-disclosure.tsx). It works without script, so its code loads on the first pointer, focus or
// key inside it (~/lib/lazy-on-interaction), not with the page: every page carries it. Narrow screens have it in the
// menu instead, and a browser without script at any width (public/no-script.css).
import { Suspense, memo } from 'react'
import { css } from 'styled-system/css'
import { lazyOnInteraction } from '~/lib/lazy-on-interaction'

const slotId = 'header-locale-switch'
const LocaleDisclosure = lazyOnInteraction(slotId, () => import('./locale-disclosure').then((module) => module.LocaleDisclosure), { holdClicks: false })

export const HeaderLocaleSwitch = memo(function HeaderLocaleSwitch() {
  return (
    <div id={slotId} data-no-script-shown="" className={css({ display: { base: 'none', lg: 'block' } })}>
      <Suspense fallback={null}>
        <LocaleDisclosure />
      </Suspense>
    </div>
  )
})
