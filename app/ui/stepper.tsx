// Step progress (SPEC.md §2): an ordered list with the current step marked for assistive technology.
import { css } from 'styled-system/css'

export function Stepper({ steps, current, label }: { steps: string[]; current: number; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', counterReset: 'step' })}>
        {steps.map((step, index) => {
          const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming'
          return (
            <li
              key={step}
              aria-current={state === 'current' ? 'step' : undefined}
              className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '3', py: '1', borderRadius: 'full', fontSize: 'sm', borderWidth: '1px', borderColor: state === 'upcoming' ? 'border.default' : 'accent.default', bg: state === 'current' ? 'accent.default' : 'transparent', color: state === 'current' ? 'accent.fg' : 'fg.default' })}
            >
              <span aria-hidden="true">{state === 'complete' ? '✓' : index + 1}</span>
              {step}
              {state === 'complete' && <span className={css({ srOnly: true })}> (completed)</span>}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
