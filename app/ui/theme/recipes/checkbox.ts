import { checkboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { toggle } from './parts.ts'

export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  description: 'A checkbox with its label',
  slots: checkboxAnatomy.keys(),
  base: {
    ...toggle,
    control: {
      ...toggle.control,
      justifyContent: 'center',
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
    },
    indicator: { display: 'inline-flex', '& svg': { w: '3', h: '3' } },
    group: { display: 'flex', flexDirection: 'column', gap: '2' },
  },
})
