// A number stepper with bounds (rooms, guests, passengers): buttons named for what they change.
import { NumberInput } from '@ark-ui/react/number-input'
import { sva } from 'styled-system/css'

const counterRecipe = sva({
  slots: ['root', 'label', 'control', 'button', 'input'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    label: { fontWeight: 'medium' },
    control: { display: 'inline-flex', alignItems: 'center', gap: '2' },
    button: { minW: '10', minH: '10', borderRadius: 'full', borderWidth: '1px', borderColor: 'accent.default', color: 'accent.emphasized', cursor: 'pointer', _disabled: { opacity: 0.4, cursor: 'not-allowed' } },
    input: { w: '12', textAlign: 'center', minH: '10', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md' },
  },
})

/** Keeps a value within [min, max] (SPEC.md §9 passenger and count bounds). */
export function clampCount(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)))
}

export function Counter({ label, value, onValueChange, min, max }: { label: string; value: number; onValueChange: (value: number) => void; min: number; max: number }) {
  const classes = counterRecipe()
  return (
    <NumberInput.Root value={String(value)} min={min} max={max} onValueChange={(details) => onValueChange(clampCount(details.valueAsNumber, min, max))} className={classes.root}>
      <NumberInput.Label className={classes.label}>{label}</NumberInput.Label>
      <NumberInput.Control className={classes.control}>
        <NumberInput.DecrementTrigger className={classes.button} aria-label={`Fewer ${label.toLowerCase()}`}>
          −
        </NumberInput.DecrementTrigger>
        <NumberInput.Input className={classes.input} />
        <NumberInput.IncrementTrigger className={classes.button} aria-label={`More ${label.toLowerCase()}`}>
          +
        </NumberInput.IncrementTrigger>
      </NumberInput.Control>
    </NumberInput.Root>
  )
}
