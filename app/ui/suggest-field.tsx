// A text field with suggestions (a destination, an airport): a plain labelled input rendered on the
// server, which becomes Ark's Combobox (./suggest-combobox.tsx, a chunk of its own) on its first focus
// (or the focus it hydrates with), pointer or key press, together with the feature's suggestions hook, so
// the page's first load carries neither (docs/decisions/072, 079). Until both are here the input stays on
// screen, focused, with what was typed; then the combobox replaces it in one commit.
import { startTransition, useCallback, useLayoutEffect, useRef, useState, type ComponentType } from 'react'
import { css } from 'styled-system/css'
import { suggestInputClass, type Suggestion, type SuggestComboboxProps, type SuggestFieldProps, type SuggestionsHook } from './suggest-parts'

const loadCombobox = () => import('./suggest-combobox')

type Loaded = { Combobox: ComponentType<SuggestComboboxProps>; useSuggestions: SuggestionsHook<Suggestion> }

export function SuggestField<Item extends Suggestion>(props: SuggestFieldProps<Item>) {
  const { id, label, name, placeholder, value, onValueChange, invalid, describedBy, required = false, suggestions, ...rest } = props
  const [loaded, setLoaded] = useState<Loaded>()
  const [loading, setLoading] = useState(false)
  // Whether the traveller is still in this field: a blur towards another control clears it (removing the
  // input when the combobox replaces it blurs towards nothing). The combobox takes the focus only then,
  // so a field loaded in the same commit as another widget never pulls the focus back from it.
  const focused = useRef(false)
  const hadFocus = useCallback(() => focused.current, [])
  // Its selection, which the combobox takes over: Tab into a filled field selects its text, so what is typed next
  // replaces it; the combobox put the caret at the end instead, and a new place was added to the old (issue 43).
  const selection = useRef<readonly [number, number]>(undefined)
  const hadSelection = useCallback(() => selection.current, [])
  const plain = useRef<HTMLInputElement>(null)
  const keepSelection = (field: HTMLInputElement | null) => {
    if (field !== document.activeElement || !field || field.selectionStart === null || field.selectionEnd === null) return
    selection.current = [field.selectionStart, field.selectionEnd]
  }
  const activate = () => {
    if (loading) return
    setLoading(true)
    void Promise.all([loadCombobox(), suggestions()]).then(([module, useSuggestions]) => {
      keepSelection(plain.current)
      startTransition(() => setLoaded({ Combobox: module.default, useSuggestions: useSuggestions as SuggestionsHook<Suggestion> }))
    })
  }
  // Focused before this field hydrated (tabbed into while the page or its form's code loaded, docs/decisions/094): the
  // focus came before React listened for it, and the field is in use already. Loaded now, the combobox takes the
  // focus, the caret and what was typed, and opens on it; waiting for a key press left the plain input in place,
  // and the combobox it brought then dropped the focus.
  useLayoutEffect(() => {
    if (!plain.current || plain.current !== document.activeElement) return
    focused.current = true
    keepSelection(plain.current)
    activate()
    // Once, at hydration: later focus is the input's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const input = (
    <input
      ref={plain}
      id={id}
      name={name}
      className={suggestInputClass}
      value={value}
      onChange={(event) => {
        onValueChange(event.target.value)
        // Typed after the combobox's code arrived but before it replaced this input: the caret moved on with the text.
        keepSelection(event.currentTarget)
      }}
      onFocus={() => {
        focused.current = true
        activate()
      }}
      onBlur={(event) => {
        if (event.relatedTarget) focused.current = false
      }}
      onSelect={(event) => keepSelection(event.currentTarget)}
      onPointerDown={activate}
      onKeyDown={activate}
      autoComplete="off"
      placeholder={placeholder}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      aria-required={required}
    />
  )
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <label htmlFor={id}>{label}</label>
      {loaded ? (
        <loaded.Combobox
          {...(rest as Omit<SuggestComboboxProps, 'id' | 'label' | 'value' | 'onValueChange' | 'useSuggestions'>)}
          id={id}
          label={label}
          placeholder={placeholder}
          value={value}
          onValueChange={onValueChange}
          invalid={invalid}
          describedBy={describedBy}
          required={required}
          useSuggestions={loaded.useSuggestions}
          hadFocus={hadFocus}
          hadSelection={hadSelection}
        />
      ) : (
        input
      )}
    </div>
  )
}
