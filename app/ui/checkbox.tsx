// Checkbox on Ark (a real, visually hidden <input type="checkbox"> underneath, so forms and
// assistive technology see a checkbox).
import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import type { ReactNode } from 'react'
import { checkbox } from 'styled-system/recipes/checkbox'
import { CheckIcon, MinusIcon } from './icons'
import { recipeParts } from './recipe-parts'

const CheckboxParts = {
  ...recipeParts(checkbox, ArkCheckbox, ['Root', 'Group'], ['Control', 'Indicator', 'Label']),
  HiddenInput: ArkCheckbox.HiddenInput,
}

export type CheckboxProps = {
  children: ReactNode
  checked?: boolean | 'indeterminate'
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  name?: string
  value?: string
  disabled?: boolean
  required?: boolean
  invalid?: boolean
  className?: string
}

export function Checkbox({ children, checked, defaultChecked, onCheckedChange, name, value, disabled, required, invalid, className }: CheckboxProps) {
  return (
    <CheckboxParts.Root
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
      name={name}
      value={value}
      disabled={disabled}
      required={required}
      invalid={invalid}
      className={className}
    >
      <CheckboxParts.Control>
        <CheckboxParts.Indicator>
          <CheckIcon />
        </CheckboxParts.Indicator>
        <CheckboxParts.Indicator indeterminate>
          <MinusIcon />
        </CheckboxParts.Indicator>
      </CheckboxParts.Control>
      <CheckboxParts.Label>{children}</CheckboxParts.Label>
      <CheckboxParts.HiddenInput />
    </CheckboxParts.Root>
  )
}
