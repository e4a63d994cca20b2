// Issue 19 (forms): the card number grouped and the expiry formatted as typed; §R5 still
// validates what is sent (spaces are not part of the number: contracts/validation/card-networks.ts).
import { describe, expect, it } from 'vitest'
import { formatCardExpiry, groupCardNumber } from '~/lib/format/card-input'

describe('card number as typed', () => {
  it('groups by four', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111')
    expect(groupCardNumber('41111')).toBe('4111 1')
    expect(groupCardNumber('4111-1111 1111x1111')).toBe('4111 1111 1111 1111')
  })
  it('groups American Express 4-6-5', () => {
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005')
  })
  it('keeps at most 19 digits', () => {
    expect(groupCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19)
  })
})

describe('expiry as typed', () => {
  it('turns four digits into MM/YY', () => {
    expect(formatCardExpiry('1228')).toBe('12/28')
    expect(formatCardExpiry('122')).toBe('12/2')
    expect(formatCardExpiry('12/28')).toBe('12/28')
  })
  it('pads a month that can only be one digit', () => {
    expect(formatCardExpiry('4')).toBe('04/')
    expect(formatCardExpiry('4/27')).toBe('04/27')
    expect(formatCardExpiry('1')).toBe('1')
  })
  it('lets a backspace over the slash stand', () => {
    expect(formatCardExpiry('12')).toBe('12')
    expect(formatCardExpiry('12/')).toBe('12/')
    expect(formatCardExpiry('')).toBe('')
  })
})
