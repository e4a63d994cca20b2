// Switch on Ark: a real, visually hidden <input type="checkbox" role="switch"> underneath, so forms
// and assistive technology see an on/off switch named by its label.
import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import type { ReactNode } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { switchRecipe } from 'styled-system/recipes/switch-recipe'

const { withProvider, withContext } = createStyleContext(switchRecipe)

const SwitchParts = {
  Root: withProvider(ArkSwitch.Root, 'root'),
  Control: withContext(ArkSwitch.Control, 'control'),
  Thumb: withContext(ArkSwitch.Thumb, 'thumb'),
  Label: withContext(ArkSwitch.Label, 'label'),
  HiddenInput: ArkSwitch.HiddenInput,
}

export type SwitchProps = {
  children: ReactNode
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  name?: string
  disabled?: boolean
  className?: string
}

export function Switch({ children, checked, defaultChecked, onCheckedChange, name, disabled, className }: SwitchProps) {
  return (
    <SwitchParts.Root
      checked={checked}
      defaultChecked={defaultChecked}
      onCheckedChange={(details) => onCheckedChange?.(details.checked)}
      name={name}
      disabled={disabled}
      className={className}
    >
      <SwitchParts.Control>
        <SwitchParts.Thumb />
      </SwitchParts.Control>
      <SwitchParts.Label>{children}</SwitchParts.Label>
      <SwitchParts.HiddenInput role="switch" />
    </SwitchParts.Root>
  )
}
