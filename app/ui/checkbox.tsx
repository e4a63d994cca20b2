import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import type { ReactNode } from 'react'
import { sva } from 'styled-system/css'

const checkboxRecipe = sva({
  slots: ['root', 'control', 'label'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', cursor: 'pointer', minH: '6' },
    control: {
      w: '5',
      h: '5',
      borderWidth: '2px',
      borderColor: 'border.strong',
      borderRadius: 'sm',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: 'accent.fg',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
    },
    label: {},
  },
})

export function Checkbox({ checked, onCheckedChange, children, name, value }: { checked: boolean; onCheckedChange: (checked: boolean) => void; children: ReactNode; name?: string; value?: string }) {
  const classes = checkboxRecipe()
  return (
    <ArkCheckbox.Root checked={checked} onCheckedChange={(details) => onCheckedChange(details.checked === true)} className={classes.root} name={name} value={value}>
      <ArkCheckbox.Control className={classes.control}>
        <ArkCheckbox.Indicator>
          <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
            <path d="M2 6.5 5 9l5-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label className={classes.label}>{children}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput />
    </ArkCheckbox.Root>
  )
}
