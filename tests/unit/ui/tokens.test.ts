// §R2.41 (dialog widths, layout sizes) and §R9.36 (breakpoints, rem = px / 16): the theme's constants.
import { describe, expect, it } from 'vitest'
import { theme } from '~/ui/theme/theme'
import { breakpointsPx, dialogWidthsPx, layoutPx, rem } from '~/ui/theme/tokens'

describe('design tokens', () => {
  it('hold the constants of §R2 and §R9', () => {
    expect(breakpointsPx).toEqual({ sm: 750, md: 900, lg: 1200, xl: 1536 })
    expect(dialogWidthsPx).toEqual({ xs: 288, sm: 442, md: 728, lg: 920, xl: 1140 })
    expect(layoutPx).toEqual({ filtersDialog: 728, mobileDrawer: 300, headerToolbar: 64, heroMinHeight: 500, tabHeight: 53, searchWidgetBasis: 1227, containerMax: 1400 })
  })

  it('convert px to rem at 16 px', () => {
    expect(rem(24)).toBe('1.5rem')
    expect(rem(1140)).toBe('71.25rem')
  })

  it('give the Panda theme the dialog widths and breakpoints', () => {
    expect(theme.breakpoints).toEqual({ sm: '750px', md: '900px', lg: '1200px', xl: '1536px' })
    expect(theme.extend.tokens.sizes['dialog.xs']).toEqual({ value: '18rem' })
    expect(theme.extend.tokens.sizes['dialog.xl']).toEqual({ value: '71.25rem' })
    expect(theme.extend.tokens.sizes.mobileDrawer).toEqual({ value: '18.75rem' })
  })

  it('register a recipe for every component that has one', () => {
    expect(Object.keys(theme.extend.recipes).sort()).toEqual(['button', 'card', 'link', 'termList'])
    expect(Object.keys(theme.extend.slotRecipes).sort()).toEqual([
      'alert',
      'carousel',
      'checkbox',
      'counter',
      'datePicker',
      'dialog',
      'drawer',
      'field',
      'select',
      'stepper',
      'switchRecipe',
      'tabs',
      'tooltip',
    ])
  })
})
