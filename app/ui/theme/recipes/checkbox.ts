import { checkboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  description: 'A checkbox with its label',
  slots: checkboxAnatomy.keys(),
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', minH: '6', cursor: 'pointer', _disabled: { cursor: 'not-allowed', opacity: 0.5 } },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      w: '5',
      h: '5',
      bg: 'bg.canvas',
      color: 'accent.fg',
      borderWidth: '2px',
      borderColor: 'border.strong',
      borderRadius: 'sm',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _indeterminate: { bg: 'accent.default', borderColor: 'accent.default' },
      '&:is([data-invalid])': { borderColor: 'danger.default' },
      _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
    },
    indicator: { display: 'inline-flex', '& svg': { w: '3', h: '3' } },
    label: { color: 'fg.default', userSelect: 'none' },
    group: { display: 'flex', flexDirection: 'column', gap: '2' },
  },
})
