// Select (§R2, §R9) on Ark's Select: a label (a required one shows an asterisk and says
// "required" to screen readers), the error under the field tied to it with aria-describedby and
// aria-invalid, a menu sized for 6 options (selectMenuMaxHeight), and an optional check before a
// change that keeps the previous value when it answers false.
import { ark } from '@ark-ui/react/factory'
import { Portal } from '@ark-ui/react/portal'
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select'
import { useId, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { visuallyHidden } from 'styled-system/patterns'
import { select } from 'styled-system/recipes/select'
import { CheckIcon, ChevronDownIcon } from './icons'
import { recipeParts } from './recipe-parts'
import { selectMenuMaxHeight } from './theme/tokens'
import { uiText } from '~/i18n/plain/ui'

const StyledParts = recipeParts(select, { ...ArkSelect, RequiredIndicator: ark.span, ItemSubtitle: ark.span, ErrorText: ark.p }, ['Root'], [
  'Label', 'RequiredIndicator', 'Control', 'Trigger', 'ValueText', 'Indicator', 'Positioner', 'Content', 'Item', 'ItemText', 'ItemSubtitle', 'ItemIndicator', 'ErrorText',
])

const SelectParts = {
  ...StyledParts,
  // Ark's root is generic over the item type; keep that through the styled wrapper.
  Root: StyledParts.Root as ArkSelect.RootComponent<{ className?: string }>,
}

/** An option (§R3): title, value, optional subtitle, a class for the option and free-form meta. */
export type SelectItem = { title: string; value: string; subtitle?: string; className?: string; meta?: Record<string, string | number | boolean>; disabled?: boolean }

export type BeforeChange = (next: string, previous: string | undefined) => boolean | Promise<boolean>

/**
 * Applies `next` only when the optional check allows it; otherwise the previous value stays. A
 * synchronous answer applies at once; a promise applies when it resolves (a rejection refuses).
 */
export function guardedChange(next: string, previous: string | undefined, beforeChange: BeforeChange | undefined, apply: (value: string) => void): boolean | Promise<boolean> {
  const settle = (allowed: boolean) => {
    if (allowed) apply(next)
    return allowed
  }
  if (!beforeChange) return settle(true)
  const verdict = beforeChange(next, previous)
  return typeof verdict === 'boolean' ? settle(verdict) : verdict.then(settle, () => false)
}

export type SelectProps = {
  label: ReactNode
  items: SelectItem[]
  /** The chosen value (controlled); leave undefined and use defaultValue for an uncontrolled select. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** Asked before a change; answering false (or a promise of false) keeps the previous value. */
  beforeChange?: BeforeChange
  placeholder?: string
  required?: boolean
  /** Shown under the field; marks it invalid. */
  error?: ReactNode
  disabled?: boolean
  name?: string
  className?: string
}

export function Select({ label, items, value, defaultValue, onValueChange, beforeChange, placeholder = uiText('select.placeholder'), required = false, error, disabled, name, className }: SelectProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue)
  const current = value !== undefined ? value : uncontrolled
  // Only the latest change may land when checks answer out of order.
  const latest = useRef(0)
  const errorId = useId()
  const collection = useMemo(
    () => createListCollection({ items, itemToString: (item) => item.title, itemToValue: (item) => item.value, isItemDisabled: (item) => item.disabled === true }),
    [items],
  )
  const menuHeight = { '--select-menu-max-height': selectMenuMaxHeight(items.length) } as CSSProperties

  return (
    <SelectParts.Root
      collection={collection}
      value={current === undefined ? [] : [current]}
      onValueChange={(details) => {
        const next = details.value[0]
        if (next === undefined || next === current) return
        const request = ++latest.current
        void guardedChange(next, current, beforeChange, (accepted) => {
          if (request !== latest.current) return
          setUncontrolled(accepted)
          onValueChange?.(accepted)
        })
      }}
      invalid={Boolean(error)}
      required={required}
      disabled={disabled}
      name={name}
      positioning={{ sameWidth: true }}
      className={className}
    >
      <SelectParts.Label>
        {label}
        {required && (
          <>
            <SelectParts.RequiredIndicator aria-hidden="true">*</SelectParts.RequiredIndicator>
            {' '}
            <span className={visuallyHidden()}>{uiText('field.required')}</span>
          </>
        )}
      </SelectParts.Label>
      <SelectParts.Control>
        <SelectParts.Trigger aria-describedby={error ? errorId : undefined}>
          <SelectParts.ValueText placeholder={placeholder} />
          <SelectParts.Indicator>
            <ChevronDownIcon />
          </SelectParts.Indicator>
        </SelectParts.Trigger>
      </SelectParts.Control>
      {error && (
        <SelectParts.ErrorText id={errorId} aria-live="polite">
          {error}
        </SelectParts.ErrorText>
      )}
      <Portal>
        <SelectParts.Positioner>
          <SelectParts.Content style={menuHeight}>
            {items.map((item) => (
              <SelectParts.Item key={item.value} item={item} className={item.className}>
                <SelectParts.ItemText>{item.title}</SelectParts.ItemText>
                {item.subtitle && <SelectParts.ItemSubtitle>{item.subtitle}</SelectParts.ItemSubtitle>}
                <SelectParts.ItemIndicator>
                  <CheckIcon size={16} />
                </SelectParts.ItemIndicator>
              </SelectParts.Item>
            ))}
          </SelectParts.Content>
        </SelectParts.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </SelectParts.Root>
  )
}
