// Issue 19 (forms): the card number grouped and the expiry formatted as typed; §R5 still
// validates what is sent (spaces are not part of the number: contracts/validation/card-networks.ts).
import { describe, expect, it } from 'vitest'
import { formatCardExpiry, groupCardNumber } from '~/lib/format/card-input'

describe('card number as typed', () => {
  it.each([
    ['groups by four', '4111111111111111', '4111 1111 1111 1111'],
    ['groups by four as far as it goes', '41111', '4111 1'],
    ['groups by four, dropping what is not a digit', '4111-1111 1111x1111', '4111 1111 1111 1111'],
    ['groups American Express 4-6-5', '378282246310005', '3782 822463 10005'],
  ])('%s: %s', (_rule, typed, shown) => {
    expect(groupCardNumber(typed)).toBe(shown)
  })
  it('keeps at most 19 digits', () => {
    expect(groupCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19)
  })
})

describe('expiry as typed', () => {
  it.each([
    ['turns four digits into MM/YY', '1228', '12/28'],
    ['turns four digits into MM/YY as far as they go', '122', '12/2'],
    ['keeps MM/YY', '12/28', '12/28'],
    ['pads a month that can only be one digit', '4', '04/'],
    ['pads a month that can only be one digit', '4/27', '04/27'],
    ['does not pad a month that may have a second digit', '1', '1'],
    ['lets a backspace over the slash stand', '12', '12'],
    ['keeps the slash typed after the month', '12/', '12/'],
    ['keeps an empty field empty', '', ''],
  ])('%s: %j', (_rule, typed, shown) => {
    expect(formatCardExpiry(typed)).toBe(shown)
  })
})
