// Issues 36/43: a round trip's confirmation and reservation list each passenger's seats outbound first, in segment order.
import { describe, expect, it } from 'vitest'
import { seatsInItineraryOrder } from '~/features/air/air-seats-in-order'

describe('seats in itinerary order', () => {
  const itinerary = { bounds: [{ segments: [{ id: 'seg-out-1' }, { id: 'seg-out-2' }] }, { segments: [{ id: 'seg-back-1' }] }] }

  it('lists the outbound seats first, in flying order, whatever order they were chosen in', () => {
    const seats = { 'seg-back-1': '30E', 'seg-out-2': '12A', 'seg-out-1': '30H' }
    expect(seatsInItineraryOrder(itinerary, seats).map(({ seat }) => seat)).toEqual(['30H', '12A', '30E'])
  })

  it('keeps a seat on a segment the itinerary does not name, last', () => {
    expect(seatsInItineraryOrder(itinerary, { gone: '1A', 'seg-out-1': '2B' })).toEqual([
      { segmentId: 'seg-out-1', seat: '2B' },
      { segmentId: 'gone', seat: '1A' },
    ])
  })
})
