// RadioGroup on Ark: one choice out of a few, arrow keys move between options, the group is
// labelled by its label.
import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group'
import type { ReactNode } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { radioGroup } from 'styled-system/recipes/radio-group'

const { withProvider, withContext } = createStyleContext(radioGroup)

export const RadioGroupParts = {
  Root: withProvider(ArkRadioGroup.Root, 'root'),
  Label: withContext(ArkRadioGroup.Label, 'label'),
  Item: withContext(ArkRadioGroup.Item, 'item'),
  ItemControl: withContext(ArkRadioGroup.ItemControl, 'itemControl'),
  ItemText: withContext(ArkRadioGroup.ItemText, 'itemText'),
  ItemHiddenInput: ArkRadioGroup.ItemHiddenInput,
}

export type RadioOption = { value: string; title: ReactNode; disabled?: boolean }

export type RadioGroupProps = {
  label: ReactNode
  options: RadioOption[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  orientation?: 'vertical' | 'horizontal'
  name?: string
  disabled?: boolean
  className?: string
}

export function RadioGroup({ label, options, value, defaultValue, onValueChange, orientation = 'vertical', name, disabled, className }: RadioGroupProps) {
  return (
    <RadioGroupParts.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={(details) => {
        if (details.value) onValueChange?.(details.value)
      }}
      orientation={orientation}
      name={name}
      disabled={disabled}
      className={className}
    >
      <RadioGroupParts.Label>{label}</RadioGroupParts.Label>
      {options.map((option) => (
        <RadioGroupParts.Item key={option.value} value={option.value} disabled={option.disabled}>
          <RadioGroupParts.ItemControl />
          <RadioGroupParts.ItemText>{option.title}</RadioGroupParts.ItemText>
          <RadioGroupParts.ItemHiddenInput />
        </RadioGroupParts.Item>
      ))}
    </RadioGroupParts.Root>
  )
}
