// The lines of business (§R1, §R2), as plain data so pages can use them without zod.
export const linesOfBusiness = ['accommodations', 'dining', 'flights', 'mobility', 'tours', 'transport'] as const
export type LineOfBusiness = (typeof linesOfBusiness)[number]
