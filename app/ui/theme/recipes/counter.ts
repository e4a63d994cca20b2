import { numberInputAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

const stepButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  bg: 'bg.canvas',
  color: 'accent.emphasized',
  borderWidth: '1px',
  borderColor: 'accent.default',
  borderRadius: 'full',
  fontSize: 'lg',
  cursor: 'pointer',
  _enabled: { _hover: { bg: 'accent.subtle' } },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
} as const

// The number stepper (rooms, guests, passengers) on Ark's number-input anatomy.
export const counter = defineSlotRecipe({
  className: 'counter',
  description: 'A bounded number stepper',
  slots: numberInputAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    label: { fontWeight: 'medium', color: 'fg.default' },
    control: { display: 'inline-flex', alignItems: 'center', gap: '2' },
    decrementTrigger: stepButton,
    incrementTrigger: stepButton,
    input: {
      w: '12',
      minH: '10',
      textAlign: 'center',
      bg: 'bg.canvas',
      color: 'fg.default',
      borderWidth: '1px',
      borderColor: 'border.strong',
      borderRadius: 'md',
      fontVariantNumeric: 'tabular-nums',
    },
    valueText: {},
    scrubber: {},
  },
})
