// Defaults of §R9 for values the platform leaves out.
export const defaultTimeZone = 'UTC'
export const defaultCountry = 'US'
export const defaultCurrency = 'USD'
export const defaultCategory = 'Uncategorized'
export const invalidDate = 'Invalid Date'
