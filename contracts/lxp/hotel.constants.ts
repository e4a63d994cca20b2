// Hotel constants as plain data, so pages can use them without loading zod.
export const hotelSorts = ['featured', 'price-asc', 'price-desc', 'rating', 'distance'] as const

/** How many hotels a comparison takes. */
export const compareLimits = { min: 2, max: 4 } as const
