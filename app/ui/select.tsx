// Select (SPEC.md §4, §9): label with a required asterisk and a hidden "required", the error under
// the field, a menu showing 6 options (3.5rem each plus 2rem), and an optional check before a
// change that keeps the previous value when it fails.
import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select'
import { useMemo } from 'react'
import { sva } from 'styled-system/css'
import { RequiredMark } from './field'
import { selectMenuMaxHeight } from './theme/tokens'

export type SelectOption = { title: string; value: string; subtitle?: string; className?: string; meta?: Record<string, string | number | boolean> }

const selectRecipe = sva({
  slots: ['root', 'label', 'trigger', 'content', 'item', 'subtitle', 'error', 'required'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1' },
    label: { fontWeight: 'medium' },
    trigger: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '2', minH: '11', px: '3', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', bg: 'bg.canvas', cursor: 'pointer', textAlign: 'left', _invalid: { borderColor: 'danger.default', borderWidth: '2px' } },
    content: { bg: 'bg.canvas', borderRadius: 'md', boxShadow: 'lg', py: '4', overflowY: 'auto', zIndex: 'dropdown', minW: 'var(--reference-width)' },
    item: { display: 'flex', flexDirection: 'column', justifyContent: 'center', minH: '3.5rem', px: '4', cursor: 'pointer', _highlighted: { bg: 'accent.subtle' }, _selected: { fontWeight: 'semibold' } },
    subtitle: { fontSize: 'sm', color: 'fg.muted' },
    error: { fontSize: 'sm', color: 'danger.default' },
    required: { color: 'danger.default', ml: '1' },
  },
})

/** Applies a change only when the optional check allows it; otherwise the previous value stays. */
export async function guardedChange(next: string, previous: string | undefined, beforeChange: ((next: string, previous: string | undefined) => boolean | Promise<boolean>) | undefined, apply: (value: string) => void) {
  if (beforeChange && !(await beforeChange(next, previous))) return false
  apply(next)
  return true
}

type SelectProps = {
  label: string
  options: SelectOption[]
  value: string | undefined
  onValueChange: (value: string) => void
  placeholder?: string
  required?: boolean
  error?: string
  beforeChange?: (next: string, previous: string | undefined) => boolean | Promise<boolean>
  name?: string
}

export function Select({ label, options, value, onValueChange, placeholder = 'Choose…', required = false, error, beforeChange, name }: SelectProps) {
  const classes = selectRecipe()
  const collection = useMemo(() => createListCollection({ items: options, itemToString: (item) => item.title, itemToValue: (item) => item.value }), [options])
  return (
    <ArkSelect.Root
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => {
        const next = details.value[0]
        if (next !== undefined) void guardedChange(next, value, beforeChange, onValueChange)
      }}
      invalid={Boolean(error)}
      required={required}
      name={name}
      positioning={{ sameWidth: true }}
      className={classes.root}
    >
      <ArkSelect.Label className={classes.label}>
        {label}
        {required && <RequiredMark className={classes.required} />}
      </ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={classes.trigger}>
          <ArkSelect.ValueText placeholder={placeholder} />
          <span aria-hidden="true">▾</span>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      {error && <p className={classes.error}>{error}</p>}
      <Portal>
        <ArkSelect.Positioner>
          <ArkSelect.Content className={classes.content} style={{ maxHeight: selectMenuMaxHeight(options.length) }}>
            {options.map((option) => (
              <ArkSelect.Item key={option.value} item={option} className={`${classes.item} ${option.className ?? ''}`}>
                <ArkSelect.ItemText>{option.title}</ArkSelect.ItemText>
                {option.subtitle && <span className={classes.subtitle}>{option.subtitle}</span>}
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  )
}
