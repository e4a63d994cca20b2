import { defineRecipe } from '@pandacss/dev'

export const termList = defineRecipe({
  className: 'term-list',
  description: 'A description list of terms beside what they say (a booking summary, rules, opening hours)',
  base: {
    display: 'grid',
    // A term keeps to one line while there is room and wraps when there is not: a `max-content` column never
    // wrapped, and at 320 px with the text spaced out (WCAG 1.4.10, 1.4.12) it pushed the page sideways (issue 43).
    // It takes at most 40 % of a narrow list (more only for a word longer than that), so a long term ("Cancellation
    // number") leaves its value room to read, where its whole length left a column a letter or two wide.
    gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
    // A value of one word it cannot wrap at a space (a cancellation number "CX-BB6WUPGAPA", an email) breaks where
    // it must, so its column need not hold the whole word: spaced out at 320 px, that took the cancelled
    // reservation's page 26 px past the screen on every line (issue 43).
    '& > dd': { overflowWrap: 'anywhere' },
  },
  variants: {
    gap: {
      tight: { columnGap: '3' },
      md: { columnGap: '4', rowGap: '1' },
      // Wide from a tablet on: on a phone the value needs the room more than the gap.
      wide: { columnGap: { base: '4', sm: '6' }, rowGap: '1' },
    },
  },
  defaultVariants: { gap: 'md' },
})
