// Counter: a bounded number stepper (rooms, guests, passengers; §R9 bounds) on Ark's
// NumberInput. The input is a spinbutton named by the label; the − and + buttons are named for
// what they change ("Fewer adults", "More adults") and are disabled at the bounds.
import { NumberInput as ArkNumberInput } from '@ark-ui/react/number-input'
import { useEffect, useRef } from 'react'
import { counter } from 'styled-system/recipes/counter'
import { MinusIcon, PlusIcon } from './icons'
import { uiText } from '~/i18n/plain/ui'
import { recipeParts } from './recipe-parts'

const CounterParts = recipeParts(counter, ArkNumberInput, ['Root'], ['Label', 'Control', 'Input', 'DecrementTrigger', 'IncrementTrigger'])

/** Keeps a count a whole number within [min, max]; anything not a number becomes min. */
export function clampCount(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)))
}

export type CounterProps = {
  label: string
  value: number
  onValueChange: (value: number) => void
  min: number
  max: number
  step?: number
  /** Accessible names of the buttons; by default "Fewer <label>" and "More <label>". */
  decrementLabel?: string
  incrementLabel?: string
  name?: string
  disabled?: boolean
  className?: string
}

export function Counter({ label, value, onValueChange, min, max, step = 1, decrementLabel, incrementLabel, name, disabled, className }: CounterProps) {
  const noun = label.toLowerCase()
  // What was last reported: a second click can arrive before the new value comes back as a prop, and
  // must not report the same value again.
  const reported = useRef(value)
  useEffect(() => {
    reported.current = value
  }, [value])
  return (
    <CounterParts.Root
      value={String(clampCount(value, min, max))}
      min={min}
      max={max}
      step={step}
      name={name}
      disabled={disabled}
      allowMouseWheel={false}
      clampValueOnBlur
      inputMode="numeric"
      onValueChange={(details) => {
        // Typing passes through empty or partial input; only whole numbers within bounds go out.
        if (Number.isFinite(details.valueAsNumber)) {
          const next = clampCount(details.valueAsNumber, min, max)
          if (next !== reported.current) {
            reported.current = next
            onValueChange(next)
          }
        }
      }}
      className={className}
      // A search changed with it counts as coming from the stepper (§R3.56 interaction sources).
      data-interaction-source="stepper"
    >
      <CounterParts.Label>{label}</CounterParts.Label>
      <CounterParts.Control>
        <CounterParts.DecrementTrigger aria-label={decrementLabel ?? uiText('counter.fewer', { noun })}>
          <MinusIcon />
        </CounterParts.DecrementTrigger>
        <CounterParts.Input />
        <CounterParts.IncrementTrigger aria-label={incrementLabel ?? uiText('counter.more', { noun })}>
          <PlusIcon />
        </CounterParts.IncrementTrigger>
      </CounterParts.Control>
    </CounterParts.Root>
  )
}
