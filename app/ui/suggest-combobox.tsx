// The combobox of ./suggest-field.tsx, loaded on the field's first use: Ark's Combobox over the
// suggestions of what is typed, grouped (recent searches, cities, hotels, airports), free text allowed.
// It takes the focus and caret of the plain input it replaces. The list shows in <main> (./main-portal.tsx);
// how many suggestions it holds is said as they arrive (issue 43 item 15).
import { Combobox, createListCollection } from '@ark-ui/react/combobox'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { MainPortal } from './main-portal'
import { suggestInputClass, type SuggestComboboxProps } from './suggest-parts'
import { uiText } from '~/i18n/plain/ui'

const itemClass = css({
  display: 'flex',
  flexDirection: 'column',
  px: '3',
  py: '2',
  cursor: 'pointer',
  borderRadius: 'sm',
  '&[data-highlighted]': {
    bg: 'bg.subtle',
    outline: '2px solid',
    outlineColor: 'accent.default',
  },
})

export default function SuggestCombobox({ id, placeholder, value, onValueChange, onPick, useSuggestions, invalid, describedBy, required = false, hadFocus, hadSelection }: SuggestComboboxProps) {
  const suggestions = useSuggestions(value)
  const collection = useMemo(
    () =>
      createListCollection({
        items: suggestions,
        itemToValue: (item) => item.id,
        itemToString: (item) => item.text,
      }),
    [suggestions],
  )
  const groups = [...new Set(suggestions.map((item) => item.group))]
  // Open while wanted (typing opens it) and there is something to show: suggestions arrive after the keystroke that asked for them.
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const shown = open && suggestions.length > 0
  // The plain input had the focus (that is what loaded this) and the traveller has not moved on: keep it
  // here, with its caret or selection (the text Tab selected stays selected, so typing replaces it; else the caret
  // at the end). In the commit that removed it (a layout effect), so no key press falls in between. A traveller
  // who went on to another field keeps it, even when that field's own widget arrived in this same commit and left
  // the focus on the page for a moment.
  useLayoutEffect(() => {
    const input = inputRef.current
    if (!input || !hadFocus() || document.activeElement !== document.body) return
    input.focus()
    const end = input.value.length
    const [start, stop] = hadSelection() ?? [end, end]
    input.setSelectionRange(Math.min(start, end), Math.min(stop, end))
    // Typed before the combobox arrived, and not all selected to be typed over: show what matches.
    if (input.value.trim() && !(start === 0 && stop === end)) setOpen(true)
  }, [hadFocus, hadSelection])

  return (
    <Combobox.Root
      collection={collection}
      inputValue={value}
      onInputValueChange={(details) => {
        onValueChange(details.inputValue)
        if (details.reason === 'input-change') setOpen(true)
      }}
      open={shown}
      onOpenChange={(details) => setOpen(details.open)}
      onValueChange={(details) => {
        const item = details.items[0]
        if (item) onPick?.(item)
      }}
      allowCustomValue
      openOnClick
      selectionBehavior="replace"
      ids={{ input: id }}
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
      className={css({ w: 'full' })}
    >
      <Combobox.Control>
        {/* Leaving the field, or Escape before the suggestions arrived (Ark only closes a list it shows), drops
            the wish to see the list: suggestions asked for by the last key press and arriving later must not
            open it over the next field or the Search button (the list's own presses keep the focus in the
            input, so picking an item never blurs it). A list already shown is Ark's to close as the focus leaves:
            closed by its prop instead, Ark would give the focus back to this field a frame later, taking it from
            the field the traveller (or a failed search) moved it to (issue 43). */}
        <Combobox.Input
          ref={inputRef}
          className={suggestInputClass}
          placeholder={placeholder}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          aria-required={required}
          autoComplete="off"
          onBlur={() => !shown && setOpen(false)}
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        />
      </Combobox.Control>
      {/* In the page from the combobox's first render, so a count arriving later is a change a screen reader reads. */}
      <p role="status" className={css({ srOnly: true })}>
        {shown ? uiText.plural('suggest.count', suggestions.length) : ''}
      </p>
      <MainPortal>
        <Combobox.Positioner className={css({ zIndex: 'popover' })}>
          <Combobox.Content
            className={css({
              '&:not(:has([data-part=item]))': { display: 'none' },
              bg: 'bg.canvas',
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'md',
              boxShadow: 'lg',
              p: '1',
              maxH: '20rem',
              overflowY: 'auto',
              zIndex: 'dropdown',
            })}
          >
            {groups.map((group) => (
              <Combobox.ItemGroup key={group}>
                <Combobox.ItemGroupLabel
                  className={css({
                    px: '3',
                    pt: '2',
                    pb: '1',
                    fontSize: 'xs',
                    fontWeight: 'semibold',
                    color: 'fg.muted',
                    textTransform: 'uppercase',
                  })}
                >
                  {group}
                </Combobox.ItemGroupLabel>
                {suggestions
                  .filter((item) => item.group === group)
                  .map((item) => (
                    <Combobox.Item key={item.id} item={item} className={itemClass}>
                      <Combobox.ItemText>{item.label}</Combobox.ItemText>
                      {/* A pause between the place and its detail when read aloud ("Paris, France · CDG, ORY"). */}
                      {item.detail && <span className={css({ srOnly: true })}>, </span>}
                      {item.detail && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{item.detail}</span>}
                    </Combobox.Item>
                  ))}
              </Combobox.ItemGroup>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </MainPortal>
    </Combobox.Root>
  )
}
