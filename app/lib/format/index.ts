// Formats of §R9: dates and times, prices and points, the defaults they fall back on, timings.
export * from './dates'
export * from './defaults'
export * from './money'
export * from './timing'
