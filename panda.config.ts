import { defineConfig } from '@pandacss/dev'
import { theme } from './app/ui/theme/theme.ts'

export default defineConfig({
  preflight: true,
  include: ['./app/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  // No style props on components (`<Card maxW=…>`): classes go through `className={css(…)}`. Style props
  // would put Panda's list of every CSS property (about 6 KB gzip) in the first load of most pages.
  jsxStyleProps: 'none',
  outdir: 'styled-system',
  strictTokens: false,
  theme,
  // Components pick variants at run time (e.g. a dialog's size from a prop), so every variant of
  // every recipe is generated rather than only those seen in the source.
  staticCss: { recipes: '*' },
  globalCss: {
    html: { fontFamily: 'body', color: 'fg.default', bg: 'bg.canvas', lineHeight: '1.5' },
    '*:focus-visible': { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
    // The hotel page's bar at a phone's foot (app/features/hotel/hotel-choose-room-bar.tsx) hides no focused control.
    'html:has([data-choose-room-bar])': { scrollPaddingBottom: { base: '6rem', md: '0' } },
    // A submit pressed before its form's script came, held until it has (app/features/site-frame/early-submits.tsx).
    '[data-held-press]': {
      cursor: 'progress',
      _after: { content: '""', display: 'inline-block', verticalAlign: 'middle', w: '1em', h: '1em', ms: '2', flexShrink: 0, borderRadius: 'full', borderWidth: '2px', borderColor: 'currentColor', borderTopColor: 'transparent', animation: 'spin 0.8s linear infinite' },
    },
    // A printed page is a receipt: the site's header, menus and footer stay off the paper (issue 36 item 15).
    '@media print': { 'header, nav, footer': { display: 'none !important' } },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        transitionDuration: '0s !important',
        animationDuration: '0s !important',
        animationIterationCount: '1 !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
})
