// Timing constants of §R9 ("Timing").
export const debounceMs = 5_000
/** Ten minutes; the spec lists the value without saying what it times. */
export const tenMinutesMs = 600_000
export const millisecondsPerMinute = 60_000
export const minutesPerWeek = 10_080
export const minutesPerDay = 1_440
