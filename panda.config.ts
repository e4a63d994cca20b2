import { defineConfig } from '@pandacss/dev'
import { theme } from './app/ui/theme/theme.ts'

export default defineConfig({
  preflight: true,
  include: ['./app/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  strictTokens: false,
  theme,
  globalCss: {
    html: { fontFamily: 'body', color: 'fg.default', bg: 'bg.canvas', lineHeight: '1.5' },
    '*:focus-visible': { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
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
