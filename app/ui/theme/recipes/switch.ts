import { switchAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  description: 'An on/off switch with its label',
  slots: switchAnatomy.keys(),
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', minH: '6', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: 0.5 } },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      w: '10',
      h: '6',
      p: '0.5',
      bg: 'border.strong',
      borderRadius: 'full',
      transitionProperty: 'background',
      transitionDuration: '150ms',
      _checked: { bg: 'accent.default' },
      _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
      _motionReduce: { transition: 'none' },
    },
    thumb: {
      w: '5',
      h: '5',
      bg: 'bg.canvas',
      borderRadius: 'full',
      boxShadow: 'sm',
      transitionProperty: 'transform',
      transitionDuration: '150ms',
      _checked: { transform: 'translateX(1rem)' },
      _motionReduce: { transition: 'none' },
    },
    label: { color: 'fg.default', userSelect: 'none' },
  },
})
