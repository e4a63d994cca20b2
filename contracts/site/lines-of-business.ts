// The lines of business (SPEC.md §1, §2), as plain data so pages can use them without zod.
export const linesOfBusiness = ['accommodations', 'dining', 'flights', 'mobility', 'tours', 'transport'] as const
export type LineOfBusiness = (typeof linesOfBusiness)[number]
