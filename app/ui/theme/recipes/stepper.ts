import { defineSlotRecipe } from '@pandacss/dev'
import { centred } from './parts.ts'

// Step progress (checkout, car rental): an ordered list; the current step carries aria-current.
export const stepper = defineSlotRecipe({
  className: 'stepper',
  description: 'Where the traveller is in a multi-step flow',
  slots: ['root', 'list', 'item', 'indicator', 'label', 'separator'],
  base: {
    root: {},
    list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', listStyle: 'none', p: '0', m: '0' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      color: 'fg.muted',
      fontSize: 'sm',
      _complete: { color: 'fg.default' },
      _currentStep: { color: 'fg.default', fontWeight: 'semibold' },
    },
    indicator: {
      ...centred,
      w: '7',
      h: '7',
      flexShrink: 0,
      borderRadius: 'full',
      borderWidth: '2px',
      borderColor: 'border.strong',
      bg: 'bg.canvas',
      color: 'fg.muted',
      fontWeight: 'semibold',
      fontVariantNumeric: 'tabular-nums',
      '[data-complete] > &': { bg: 'accent.default', borderColor: 'accent.default', color: 'accent.fg' },
      '[aria-current=step] > &': { borderColor: 'accent.default', color: 'accent.emphasized' },
    },
    // On a phone only the current step is named on screen (the others keep their names for screen
    // readers), so the steps stay on one line at 390 px.
    label: { smDown: { '*:not([aria-current=step]) > &': { srOnly: true } } },
    separator: { w: { base: '4', sm: '6' }, h: '0.5', bg: 'border.default', flexShrink: 0, '[data-complete] > &': { bg: 'accent.default' } },
  },
})
