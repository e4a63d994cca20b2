// Stepper: step progress (§R2: checkout sections, car rental steps) as an ordered list in
// a labelled nav; the current step has aria-current="step", done steps say "completed". Plain elements,
// not Ark's factory: no part takes `asChild`, and the factory (with zag's prop merging, 1.6 KB compressed)
// would be in every checkout's first load for it alone (docs/decisions/088).
import { visuallyHidden } from 'styled-system/patterns'
import { stepper } from 'styled-system/recipes/stepper'
import { CheckIcon } from './icons'
import { recipeParts } from './recipe-parts'
import { uiText } from '~/i18n/plain/ui'

const StepperParts = recipeParts(stepper, { Root: 'nav', List: 'ol', Item: 'li', Indicator: 'span', Label: 'span', Separator: 'span' }, ['Root'], [
  'List', 'Item', 'Indicator', 'Label', 'Separator',
])

export type StepState = 'complete' | 'current' | 'upcoming'

export function stepState(index: number, current: number): StepState {
  return index < current ? 'complete' : index === current ? 'current' : 'upcoming'
}

export type StepperProps = {
  /** Names the progress, e.g. "Checkout progress". */
  label: string
  steps: string[]
  /** Index of the current step, from 0. */
  current: number
  className?: string
}

export function Stepper({ label, steps, current, className }: StepperProps) {
  return (
    <StepperParts.Root aria-label={label} className={className}>
      {/* role="list": Safari drops list semantics once list-style is none. */}
      <StepperParts.List role="list">
        {steps.map((step, index) => {
          const state = stepState(index, current)
          return (
            <StepperParts.Item key={step} aria-current={state === 'current' ? 'step' : undefined} data-complete={state === 'complete' ? '' : undefined}>
              {index > 0 && <StepperParts.Separator aria-hidden="true" />}
              <StepperParts.Indicator aria-hidden="true">{state === 'complete' ? <CheckIcon size={14} /> : index + 1}</StepperParts.Indicator>
              <StepperParts.Label>
                {step}
                {state === 'complete' && (
                  <>
                    {' '}
                    <span className={visuallyHidden()}>{uiText('stepper.completed')}</span>
                  </>
                )}
              </StepperParts.Label>
            </StepperParts.Item>
          )
        })}
      </StepperParts.List>
    </StepperParts.Root>
  )
}
