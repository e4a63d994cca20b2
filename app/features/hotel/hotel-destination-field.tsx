// The destination field: free text with suggestions of destinations and hotels from the platform.
// A native <datalist> gives the browser's own keyboard-operable suggestion list at no script cost
// (an Ark combobox here put the page over the first-load JavaScript budget).
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { hotelDestinations } from '@server/bff/functions/hotel.functions'
import { pageContextHeaders } from '@server/upstream/context-headers'
import { hotelText } from '~/i18n/plain/hotel'

const typingPauseMs = 200

type DestinationFieldProps = {
  inputId: string
  value: string
  onValueChange: (value: string) => void
  invalid: boolean
  describedBy?: string
  className: string
}

export function DestinationField({ inputId, value, onValueChange, invalid, describedBy, className }: DestinationFieldProps) {
  const [query, setQuery] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setQuery(value.trim()), typingPauseMs)
    return () => clearTimeout(timer)
  }, [value])
  const { data: suggestions = [] } = useQuery({
    queryKey: ['destination-suggestions', query],
    // Suggestions are background help: a failure shows no site banner (SPEC.md §8 silent request).
    queryFn: async () => {
      const outcome = await hotelDestinations({ data: { query: { query, limit: 8 } }, headers: { [pageContextHeaders.silentRequest]: '1' } })
      return outcome.ok ? outcome.value.suggestions : []
    },
    enabled: query.length >= 2,
    staleTime: 5 * 60_000,
  })
  const listId = `${inputId}-suggestions`
  return (
    <>
      <label htmlFor={inputId}>{hotelText('destination-field.destination')}</label>
      <input
        id={inputId}
        className={className}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        list={listId}
        autoComplete="off"
        placeholder={hotelText('destination-field.city-area-or')}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <datalist id={listId}>
        {suggestions.map((suggestion) => (
          // A hotel is searched in its destination.
          <option key={`${suggestion.kind}:${suggestion.id}`} value={suggestion.kind === 'hotel' ? suggestion.detail : suggestion.name} label={suggestion.kind === 'hotel' ? `${suggestion.name}, hotel in ${suggestion.detail}` : `${suggestion.name}, ${suggestion.detail}`} />
        ))}
      </datalist>
    </>
  )
}
