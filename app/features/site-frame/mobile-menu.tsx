// The menu of narrow screens (§R2, the 300 px mobile drawer): every line of business and the
// account links. The button is in every page; the drawer's code loads on first approach or press.
import { lazy, Suspense, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import type { SiteConfig } from '@contracts/site/site-config.schema'
import { MenuIcon } from '~/ui/frame-icons'
import { shellText } from '~/i18n/plain/shell'
import { scriptOnly } from '~/ui/script-only'

const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'))
const loadDrawer = () => void import('./mobile-menu-drawer')

export function MobileMenu({ site }: { site: SiteConfig }) {
  const [open, setOpen] = useState(false)
  const [asked, setAsked] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    // Only script opens it: without, the header's bar shows the language switch instead (public/no-script.css).
    <div {...scriptOnly} className={css({ display: { base: 'block', lg: 'none' } })}>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setAsked(true)
          setOpen(true)
        }}
        className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', color: 'inherit', bg: 'transparent', borderWidth: '1px', borderColor: 'currentColor', borderRadius: 'md', px: '3', py: '1', cursor: 'pointer' })}
      >
        <MenuIcon size={18} />
        {shellText('navigation.menu')}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <MobileMenuDrawer site={site} open={open} onOpenChange={setOpen} finalFocusEl={() => button.current} />
        </Suspense>
      )}
    </div>
  )
}
