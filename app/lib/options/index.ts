// Option lists for select menus (SPEC.md §3/§9).
export * from './country-options'
export * from './select-option'
export * from './time-options'
export * from './travel-options'
