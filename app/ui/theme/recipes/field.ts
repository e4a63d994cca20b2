import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { inputFrame, invalid, labelledColumn } from './parts.ts'

const control = {
  ...inputFrame,
  w: 'full',
  minH: '11',
  px: '3',
  _placeholder: { color: 'fg.muted' },
  _disabled: { bg: 'bg.muted', cursor: 'not-allowed' },
  [invalid]: { borderColor: 'danger.default', boxShadow: '0 0 0 1px token(colors.danger.default)' },
} as const

export const field = defineSlotRecipe({
  className: 'field',
  description: 'A label, a control, helper text and an error',
  slots: fieldAnatomy.keys(),
  base: {
    ...labelledColumn,
    requiredIndicator: { color: 'danger.default', ms: '1' },
    input: control,
    select: control,
    textarea: { ...control, py: '2', minH: '24' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: { fontSize: 'sm', color: 'danger.default', fontWeight: 'medium' },
  },
})
