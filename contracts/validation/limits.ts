// Plain constants of §R5, kept free of zod so components can use them.
export const datePickerRange = { min: '1900-01-01', max: '2099-12-31' } as const
export const ageLimits = { min: 18, max: 99 } as const
/** The one length limit of every person's name field (traveller, passenger, cardholder, saved traveller; decision 112). */
export const nameMaxLength = 50
