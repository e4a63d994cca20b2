import { defineRecipe } from '@pandacss/dev'

export const termList = defineRecipe({
  className: 'term-list',
  description: 'A description list of terms beside what they say (a booking summary, rules, opening hours)',
  base: {
    display: 'grid',
    // A term keeps to one line while there is room and wraps when there is not: a `max-content` column never
    // wrapped, and at 320 px with the text spaced out (WCAG 1.4.10, 1.4.12) it pushed the page sideways (issue 43).
    gridTemplateColumns: 'minmax(auto, max-content) 1fr',
    // A value is one word it cannot wrap at a space (a cancellation number "CX-BB6WUPGAPA", an address or an email)
    // breaks where it must: its column then no longer holds the whole word's width, which spaced out at 320 px took the
    // cancelled reservation's page 26 px past the screen (issue 43, WCAG 1.4.10 and 1.4.12).
    '& > dd': { overflowWrap: 'anywhere' },
  },
  variants: {
    gap: {
      tight: { columnGap: '3' },
      md: { columnGap: '4', rowGap: '1' },
      wide: { columnGap: '6', rowGap: '1' },
    },
  },
  defaultVariants: { gap: 'md' },
})
