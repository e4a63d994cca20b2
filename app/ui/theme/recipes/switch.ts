import { switchAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { quickTransition, toggle } from './parts.ts'

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  description: 'An on/off switch with its label',
  slots: switchAnatomy.keys(),
  base: {
    ...toggle,
    control: {
      ...toggle.control,
      w: '10',
      h: '6',
      p: '0.5',
      bg: 'border.strong',
      borderRadius: 'full',
      ...quickTransition('background'),
      _checked: { bg: 'accent.default' },
    },
    thumb: {
      w: '5',
      h: '5',
      bg: 'bg.canvas',
      borderRadius: 'full',
      boxShadow: 'sm',
      ...quickTransition('transform'),
      _checked: { transform: 'translateX(1rem)' },
    },
  },
})
