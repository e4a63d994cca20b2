// Switch on Ark: a real, visually hidden <input type="checkbox" role="switch"> underneath, so forms
// and assistive technology see an on/off switch named by its label.
import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import type { ReactNode } from 'react'
import { switchRecipe } from 'styled-system/recipes/switch-recipe'
import { recipeParts } from './recipe-parts'

const SwitchParts = {
  ...recipeParts(switchRecipe, ArkSwitch, ['Root'], ['Control', 'Thumb', 'Label']),
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
