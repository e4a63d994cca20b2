// A text field with suggestions (a destination, an airport): a plain labelled input rendered on the
// server, which becomes Ark's Combobox (./suggest-combobox.tsx, a chunk of its own) on its first focus,
// pointer or key press, so the page's first load carries none of it (docs/decisions/072, 079). The
// swap runs in a transition: the input stays on screen, focused, with what was typed, until the
// combobox replaces it.
import { Suspense, lazy, startTransition, useState } from 'react'
import { css } from 'styled-system/css'

const loadCombobox = () => import('./suggest-combobox')
const SuggestCombobox = lazy(loadCombobox)

/** One suggestion: `text` is what the field then holds, `group` the heading it is listed under. */
export type Suggestion = { id: string; text: string; label: string; detail?: string; group: string }

export type SuggestFieldProps<Item extends Suggestion> = {
  id: string
  label: string
  placeholder?: string
  value: string
  onValueChange: (value: string) => void
  /** A suggestion was chosen (the field already holds its `text`). */
  onPick?: (item: Item) => void
  /** A hook giving the suggestions for what is typed (runs only once the combobox is loaded). */
  useSuggestions: (query: string) => Item[]
  invalid?: boolean
  describedBy?: string
  className?: string
}

export const suggestInputClass = css({
  w: 'full',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  px: '3',
  py: '2',
  minH: '11',
  bg: 'bg.canvas',
  '&[aria-invalid=true]': { borderColor: 'danger.default' },
})

export function SuggestField<Item extends Suggestion>(props: SuggestFieldProps<Item>) {
  const { id, label, placeholder, value, onValueChange, invalid, describedBy } = props
  const [active, setActive] = useState(false)
  const activate = () => {
    if (!active) void loadCombobox().then(() => startTransition(() => setActive(true)))
  }
  const input = (
    <input
      id={id}
      className={suggestInputClass}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onFocus={activate}
      onPointerDown={activate}
      onKeyDown={activate}
      autoComplete="off"
      placeholder={placeholder}
      aria-invalid={invalid}
      aria-describedby={describedBy}
    />
  )
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
      <label htmlFor={id}>{label}</label>
      {/* Always there, so the transition keeps the input on screen while the combobox loads. */}
      <Suspense fallback={input}>{active ? <SuggestCombobox {...(props as unknown as SuggestFieldProps<Suggestion>)} /> : input}</Suspense>
    </div>
  )
}
