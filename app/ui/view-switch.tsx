// The result view switch (§R2.22 result view modes grid, list, map): one radio group, each view a
// labelled radio reachable with the keyboard (arrow keys move between views), shared by every results page.
import { css } from 'styled-system/css'
import { uiText } from '~/i18n/plain/ui'

type ViewSwitchProps<View extends string> = {
  views: readonly View[]
  labels: Record<View, string>
  value: View
  onChange: (view: View) => void
  /** The radio group's name, unique on the page. */
  name?: string
}

export function ViewSwitch<View extends string>({ views, labels, value, onChange, name = 'view' }: ViewSwitchProps<View>) {
  return (
    <fieldset className={css({ display: 'flex', gap: '1' })}>
      <legend className={css({ srOnly: true })}>{uiText('view-switch.legend')}</legend>
      {views.map((view) => (
        <label
          key={view}
          className={css({
            px: '3',
            py: '1',
            borderWidth: '1px',
            borderColor: 'border.strong',
            borderRadius: 'md',
            cursor: 'pointer',
            bg: value === view ? 'accent.default' : 'bg.canvas',
            color: value === view ? 'accent.fg' : 'fg.default',
            _focusWithin: { outline: '3px solid', outlineColor: 'focus.ring' },
          })}
        >
          <input type="radio" name={name} value={view} checked={value === view} onChange={() => onChange(view)} className={css({ srOnly: true })} />
          {labels[view]}
        </label>
      ))}
    </fieldset>
  )
}
