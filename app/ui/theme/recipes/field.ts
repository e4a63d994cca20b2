import { fieldAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

// Invalid only when the app says so (data-invalid / aria-invalid), not on the browser's :invalid,
// so an empty required field is not red before anyone touched it.
const invalid = '&:is([data-invalid], [aria-invalid=true])'

const control = {
  w: 'full',
  minH: '11',
  px: '3',
  bg: 'bg.canvas',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  _placeholder: { color: 'fg.muted' },
  _disabled: { bg: 'bg.muted', cursor: 'not-allowed' },
  [invalid]: { borderColor: 'danger.default', boxShadow: '0 0 0 1px token(colors.danger.default)' },
} as const

export const field = defineSlotRecipe({
  className: 'field',
  description: 'A label, a control, helper text and an error',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    label: { fontWeight: 'medium', color: 'fg.default' },
    requiredIndicator: { color: 'danger.default', ms: '1' },
    input: control,
    select: control,
    textarea: { ...control, py: '2', minH: '24' },
    helperText: { fontSize: 'sm', color: 'fg.muted' },
    errorText: { fontSize: 'sm', color: 'danger.default', fontWeight: 'medium' },
  },
})
