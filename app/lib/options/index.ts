// Option lists for select menus (§R3/§R9).
export * from './country-options'
export * from './select-option'
export * from './time-options'
export * from './travel-options'
