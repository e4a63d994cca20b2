// What the suggest field (./suggest-field.tsx, in the page's first load) and its combobox (./suggest-combobox.tsx,
// loaded on first use) share: the suggestions, the props and the input's look.
import { css } from 'styled-system/css'

/** A hook giving the suggestions for what is typed. */
export type SuggestionsHook<Item extends Suggestion> = (query: string) => Item[]

/** One suggestion: `text` is what the field then holds, `group` the heading it is listed under. */
export type Suggestion = { id: string; text: string; label: string; detail?: string; group: string }

export type SuggestFieldProps<Item extends Suggestion> = {
  id: string
  label: string
  /** The search parameter the field's text is sent as when the form is sent without script (issue 43). */
  name?: string
  placeholder?: string
  value: string
  onValueChange: (value: string) => void
  /** A suggestion was chosen (the field already holds its `text`). */
  onPick?: (item: Item) => void
  /** Loads the hook giving the suggestions (imported with the combobox, on first use). */
  suggestions: () => Promise<SuggestionsHook<Item>>
  invalid?: boolean
  describedBy?: string
  /** Needed for the search: said as required before a search fails without it (issue 43 item 15). */
  required?: boolean
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

export type SuggestComboboxProps = Omit<SuggestFieldProps<Suggestion>, 'suggestions'> & {
  useSuggestions: SuggestionsHook<Suggestion>
  /** Whether the plain input it replaces was the traveller's field when it went. */
  hadFocus: () => boolean
  /** What of its text the plain input had selected when it went (all of it, as Tab into a filled field selects), if known. */
  hadSelection: () => readonly [number, number] | undefined
}
