// Place suggestions for the search forms' place fields, from the platform's destination suggestions
// (the hotel search box's, GET /hotel/destinations): cities for a destination or pick-up place, and
// for flights each city with its airports (the flight search takes a city or an IATA code). Each carries its place's
// time zone, so a form's first bookable date becomes that place's today once it is chosen (issue 37).
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { DestinationSuggestion } from '@contracts/lxp/hotel.schema'
import { hotelDestinations } from '@server/bff/functions/hotel.functions'
import { pageContextHeaders } from '@server/upstream/context-headers'
import type { Suggestion } from '~/ui/suggest-parts'
import { linesText } from '~/i18n/plain/lines'
import { rankTypedAirportFirst } from './typed-airport'

/** A place to choose, with the IANA zone of its clock where the platform gives one. */
export type PlaceSuggestion = Suggestion & { timeZone?: string }

const typingPauseMs = 200
const none: DestinationSuggestion[] = []

/** The platform's destination and hotel suggestions for what is typed (none under two letters). */
export function useDestinationSuggestions(value: string): DestinationSuggestion[] {
  const [query, setQuery] = useState(value.trim())
  useEffect(() => {
    const timer = setTimeout(() => setQuery(value.trim()), typingPauseMs)
    return () => clearTimeout(timer)
  }, [value])
  const { data = none } = useQuery({
    queryKey: ['destination-suggestions', query],
    // Suggestions are background help: a failure shows no site banner (§R8 silent request).
    queryFn: async () => {
      const outcome = await hotelDestinations({ data: { query: { query, limit: 8 } }, headers: { [pageContextHeaders.silentRequest]: '1' } })
      return outcome.ok ? outcome.value.suggestions : []
    },
    enabled: query.length >= 2,
    staleTime: 5 * 60_000,
  })
  return value.trim().length >= 2 ? data : none
}

/** Cities (no hotels) for what is typed. */
export function useCitySuggestions(value: string): PlaceSuggestion[] {
  const found = useDestinationSuggestions(value)
  return useMemo(
    () =>
      found
        .filter((place) => place.kind === 'destination')
        .map((place) => ({ id: `city:${place.id}`, text: place.name, label: place.name, detail: place.detail, group: linesText('search.places.cities'), timeZone: place.timeZone })),
    [found],
  )
}

/**
 * Cities (all their airports) and each of their airports, for a flight's From and To, a transfer's ends
 * and a car's pick-up. A typed IATA code is that airport: it comes first, so Enter takes it and the
 * city only when chosen (issue 36 item 4).
 */
export function useAirportSuggestions(value: string): PlaceSuggestion[] {
  const found = useDestinationSuggestions(value)
  return useMemo(() => rankTypedAirportFirst(placeSuggestionsOf(found), value), [found, value])
}

function placeSuggestionsOf(found: DestinationSuggestion[]): PlaceSuggestion[] {
  const cities = found.filter((place) => place.kind === 'destination')
  return [
    ...cities.map((place) => ({
      id: `city:${place.id}`,
      text: place.name,
      label: place.name,
      detail: [place.detail, place.airports?.join(', ')].filter(Boolean).join(' · '),
      group: linesText('search.places.cities'),
      timeZone: place.timeZone,
    })),
    ...cities.flatMap((place) =>
      (place.airports ?? []).map((code) => ({
        id: `airport:${code}`,
        text: code,
        label: linesText('search.places.airport', { code, city: place.name }),
        group: linesText('search.places.airports'),
        timeZone: place.timeZone,
      })),
    ),
  ]
}
