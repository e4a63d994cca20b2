import { numberInputAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { inputFrame, labelledColumn, roundButton } from './parts.ts'

const stepButton = { ...roundButton, fontSize: 'lg' } as const

// The number stepper (rooms, guests, passengers) on Ark's number-input anatomy.
export const counter = defineSlotRecipe({
  className: 'counter',
  description: 'A bounded number stepper',
  slots: numberInputAnatomy.keys(),
  base: {
    ...labelledColumn,
    control: { display: 'inline-flex', alignItems: 'center', gap: '2' },
    decrementTrigger: stepButton,
    incrementTrigger: stepButton,
    input: { ...inputFrame, w: '12', minH: '10', textAlign: 'center', fontVariantNumeric: 'tabular-nums' },
    valueText: {},
    scrubber: {},
  },
})
