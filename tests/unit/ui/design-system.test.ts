// SPEC.md §2 (dialog widths, layout constants, link icons), §4 (select pre-change check), §9 (select
// menu 6 options at 3.5rem plus 2rem, rem = px/16, breakpoints, count bounds).
import { describe, expect, it, vi } from 'vitest'
import { clampCount } from '~/ui/counter'
import { showsExternalIcon } from '~/ui/link'
import { guardedChange } from '~/ui/select'
import { breakpointsPx, dialogWidthsPx, layoutPx, rem, selectMenuMaxHeight } from '~/ui/theme/tokens'

describe('design tokens', () => {
  it('hold the SPEC constants', () => {
    expect(breakpointsPx).toEqual({ sm: 750, md: 900, lg: 1200, xl: 1536 })
    expect(dialogWidthsPx).toEqual({ xs: 288, sm: 442, md: 728, lg: 920, xl: 1140 })
    expect(layoutPx).toEqual({ filtersDialog: 728, mobileDrawer: 300, headerToolbar: 64, heroMinHeight: 500, tabHeight: 53, searchWidgetBasis: 1227, containerMax: 1400 })
    expect(rem(24)).toBe('1.5rem')
  })

  it('size the select menu for at most 6 options', () => {
    expect(selectMenuMaxHeight(3)).toBe('12.5rem')
    expect(selectMenuMaxHeight(6)).toBe('23rem')
    expect(selectMenuMaxHeight(40)).toBe('23rem')
  })
})

describe('select pre-change check', () => {
  it('keeps the previous value when the check fails', async () => {
    const apply = vi.fn()
    expect(await guardedChange('smoking', 'non-smoking', () => false, apply)).toBe(false)
    expect(apply).not.toHaveBeenCalled()
  })

  it('applies the change when the check passes, or when there is none', async () => {
    const apply = vi.fn()
    await guardedChange('wheelchair', undefined, async () => true, apply)
    await guardedChange('smoking', 'wheelchair', undefined, apply)
    expect(apply.mock.calls).toEqual([['wheelchair'], ['smoking']])
  })
})

describe('counter bounds', () => {
  it('keeps a count within min and max', () => {
    expect(clampCount(12, 1, 9)).toBe(9)
    expect(clampCount(0, 1, 9)).toBe(1)
    expect(clampCount(Number.NaN, 1, 9)).toBe(1)
    expect(clampCount(3.6, 1, 9)).toBe(4)
  })
})

describe('links', () => {
  it('show the external icon only for new tabs when the site asks for icons', () => {
    expect(showsExternalIcon('_blank', true)).toBe(true)
    expect(showsExternalIcon('_blank', false)).toBe(false)
    expect(showsExternalIcon(undefined, true)).toBe(false)
  })
})
