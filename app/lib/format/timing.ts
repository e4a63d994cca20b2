// Timing constants of §R9 ("Timing").
/** @public §R9.43 names it; the page-load debounce reads its own (`pageLoadCompletedDebounceMillis`) (decision 071). */
export const debounceMs = 5_000
/** @public Ten minutes; §R9.44 lists the value without saying what it times (decision 071). */
export const tenMinutesMs = 600_000
/** @public §R9.44 names it; nothing reads it (decision 071). */
export const millisecondsPerMinute = 60_000
/** @public §R9.44 names it; nothing reads it (decision 071). */
export const minutesPerWeek = 10_080
export const minutesPerDay = 1_440
