// A hotel party as plain data (pages use it without loading zod): the limits of the children, their ages as a query
// string carries them, and how a party of rooms, adults and children is spread over the rooms. The results, the
// hotel page, the comparison and the checkout spread it alike, so the room that prices a family on a results card
// is the room its hotel page and checkout price (issue 36).

export const hotelPartyLimits = { maxChildren: 8, maxChildAge: 17 } as const

export type HotelRoomRequest = { adults: number; childAges: number[] }

/** The child ages of a query string ("5,9"); the empty or absent text is no children. */
export function hotelChildAgesOf(text: string | undefined): number[] {
  return text ? text.split(',').map(Number) : []
}

/** Adults spread over the rooms as evenly as possible, the children in the first room. */
export function hotelRoomsOf(roomCount: number, adults: number, childAges: readonly number[] = []): HotelRoomRequest[] {
  return Array.from({ length: roomCount }, (_, index) => ({
    adults: Math.floor(adults / roomCount) + (index < adults % roomCount ? 1 : 0),
    childAges: index === 0 ? [...childAges] : [],
  }))
}
