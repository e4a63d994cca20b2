// Defaults of §R9 for values the platform leaves out.
export const defaultTimeZone = 'UTC'
export const defaultCountry = 'US'
export const defaultCurrency = 'USD'
/** @public §R9.17 names it; nothing reads it (decision 071). */
export const defaultCategory = 'Uncategorized'
export { invalidDate } from '@contracts/domain/time-words'
