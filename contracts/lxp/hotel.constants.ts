// Hotel constants as plain data, so pages can use them without loading zod.
export const hotelSorts = ['featured', 'price-asc', 'price-desc', 'rating', 'distance'] as const

/** How many hotels a comparison takes. */
export const compareLimits = { min: 2, max: 4 } as const

/** What one stay may ask for: the contract's schemas and the simulator's checks read these (issue 39). */
export const hotelStayLimits = { maxRooms: 8, maxAdultsPerRoom: 9, maxNights: 30, maxDaysAhead: 500 } as const

/** The most adults a party of rooms may hold. */
export const hotelMaxAdults = hotelStayLimits.maxRooms * hotelStayLimits.maxAdultsPerRoom
