import { carouselAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { centred, roundButton } from './parts.ts'

export const carousel = defineSlotRecipe({
  className: 'carousel',
  description: 'A row of cards paged with previous/next buttons (featured offers)',
  slots: carouselAnatomy.keys(),
  base: {
    // A phone shows one card at a time whatever the page asks (three cards in 390 px broke words); the
    // carousel's own count follows in the browser (`useSlidesThatFit`), and this holds before it loads.
    root: { position: 'relative', display: 'flex', flexDirection: 'column', gap: '3', smDown: { '--slides-per-page': '1 !important' } },
    control: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '2' },
    prevTrigger: roundButton,
    nextTrigger: roundButton,
    autoplayTrigger: roundButton,
    itemGroup: { overflow: 'hidden', scrollbarWidth: 'none' },
    item: { px: '2' },
    indicatorGroup: { display: 'flex', justifyContent: 'center', gap: '1' },
    // 24 px targets (WCAG 2.2 target size) around a 10 px dot.
    indicator: {
      ...centred,
      w: '6',
      h: '6',
      borderRadius: 'full',
      cursor: 'pointer',
      _before: { content: '""', w: '2.5', h: '2.5', borderRadius: 'full', bg: 'border.strong' },
      _current: { _before: { bg: 'accent.default' } },
    },
    progressText: {},
    autoplayIndicator: {},
  },
})
