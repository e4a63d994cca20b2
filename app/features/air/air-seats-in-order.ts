// A passenger's seats in itinerary order: outbound first, each bound's segments in flying order (a traveller's report, issues 36/43:
// the return flight's seat was listed first), then any seat on a segment the itinerary no longer names.
type Bounds = { bounds: { segments: { id: string }[] }[] }

export function seatsInItineraryOrder(itinerary: Bounds, seats: Record<string, string>): { segmentId: string; seat: string }[] {
  const order = itinerary.bounds.flatMap((bound) => bound.segments.map((segment) => segment.id))
  const rank = (segmentId: string) => (order.includes(segmentId) ? order.indexOf(segmentId) : order.length)
  return Object.entries(seats)
    .map(([segmentId, seat]) => ({ segmentId, seat }))
    .sort((a, b) => rank(a.segmentId) - rank(b.segmentId))
}
