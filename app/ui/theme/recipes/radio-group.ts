import { radioGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const radioGroup = defineSlotRecipe({
  className: 'radio-group',
  description: 'One choice out of a few, all visible',
  slots: radioGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', gap: '2', border: 'none', p: '0', m: '0' },
    label: { fontWeight: 'semibold', color: 'fg.default', mb: '1' },
    item: { display: 'inline-flex', alignItems: 'center', gap: '2', minH: '6', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: 0.5 } },
    itemControl: {
      flexShrink: 0,
      w: '5',
      h: '5',
      bg: 'bg.canvas',
      borderWidth: '2px',
      borderColor: 'border.strong',
      borderRadius: 'full',
      _checked: { borderColor: 'accent.default', borderWidth: '6px' },
      _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
    },
    itemText: { color: 'fg.default', userSelect: 'none' },
    indicator: {},
  },
  variants: {
    orientation: {
      vertical: { root: { flexDirection: 'column' } },
      horizontal: { root: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center', columnGap: '6' } },
    },
  },
  defaultVariants: { orientation: 'vertical' },
})
