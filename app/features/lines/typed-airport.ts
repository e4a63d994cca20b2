// A typed IATA code is an airport, not its city (issue 36 item 4): the place fields' ranking.
import type { Suggestion } from '~/ui/suggest-parts'

/** The airport whose code is what was typed, first, its group leading the list; the rest as they were. */
export function rankTypedAirportFirst<Item extends Suggestion>(suggestions: Item[], typed: string): Item[] {
  const code = typed.trim().toUpperCase()
  if (!/^[A-Z]{3}$/.test(code)) return suggestions
  const airport = suggestions.find((item) => item.id === `airport:${code}`)
  if (!airport) return suggestions
  // Its whole group moves up, so the keys go down the list in the order it is shown.
  const sameGroup = suggestions.filter((item) => item.group === airport.group && item !== airport)
  return [airport, ...sameGroup, ...suggestions.filter((item) => item.group !== airport.group)]
}
