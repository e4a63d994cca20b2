// Layout constants of §R2 and §R9, in px; `rem()` converts (rem = px / 16).
export const rem = (px: number) => `${px / 16}rem`

export const breakpointsPx = { sm: 750, md: 900, lg: 1200, xl: 1536 } as const

export const dialogWidthsPx = { xs: 288, sm: 442, md: 728, lg: 920, xl: 1140 } as const

export const layoutPx = {
  filtersDialog: 728,
  mobileDrawer: 300,
  headerToolbar: 64,
  heroMinHeight: 500,
  tabHeight: 53,
  searchWidgetBasis: 1227,
  containerMax: 1400,
} as const

export const selectMenu = { visibleOptions: 6, optionHeightRem: 3.5, paddingRem: 2 } as const

/** Height of the select menu: 3.5rem per option (at most 6 shown) plus 2rem. */
export function selectMenuMaxHeight(optionCount: number) {
  const shown = Math.min(optionCount, selectMenu.visibleOptions)
  return `${shown * selectMenu.optionHeightRem + selectMenu.paddingRem}rem`
}
