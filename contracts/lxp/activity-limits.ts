// The tours and transfers' limits, free of zod so the pages' forms read them without the schemas (issue 36: one
// maximum of the party, the platform's, in every form).

/**
 * §R9.13 count options 1 to 20; a tour or vehicle may take fewer (answered 422). Children: at most 8
 * (§R9.11 passenger maxima), each 0 to 17 years old, as the hotel's childAges; a child's seat costs
 * 70 % of an adult's where an option is priced per traveler (issue 19, docs/decisions/098).
 */
export const activityLimits = { minTravelers: 1, maxTravelers: 20, maxChildren: 8, maxChildAge: 17, childSeatPermille: 700, maxDaysAhead: 365, maxRangeDays: 14, freeCancellationHours: 24 } as const
