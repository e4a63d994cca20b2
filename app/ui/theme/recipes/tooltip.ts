import { tooltipAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const tooltip = defineSlotRecipe({
  className: 'tooltip',
  description: 'A short hint on hover and focus',
  slots: tooltipAnatomy.keys(),
  base: {
    positioner: { zIndex: 'tooltip' },
    content: {
      maxW: '18rem',
      px: '3',
      py: '1.5',
      bg: 'bg.inverse',
      color: 'fg.inverse',
      fontSize: 'sm',
      borderRadius: 'md',
      boxShadow: 'md',
      _open: { animation: 'fade-in 100ms ease-out' },
    },
    arrow: {},
    arrowTip: {},
    trigger: {},
  },
})
