// §R9 option lists: payment methods, room preferences, countries (US first), counts 1 to 20, times every 30 (48) or 15 (96) minutes.
import { describe, expect, it } from 'vitest'
import { paymentMethodLabels } from '@contracts/domain/payment'
import { countOptionsRange, roomPreferenceLabels } from '@contracts/domain/travel'
import { countOptions, countryCodes, countryName, countryOptions, paymentMethodOptions, roomPreferenceOptions, timeOptions } from '~/lib/options'
import type { SelectItem } from '~/ui/select'

describe('fixed option lists', () => {
  it('are items the design-system Select takes', () => {
    const lists: SelectItem[][] = [paymentMethodOptions, roomPreferenceOptions, countOptions(), timeOptions(), countryOptions()]
    expect(lists.every((list) => list.length > 0)).toBe(true)
  })


  it('offers the payment methods and room preferences of the domain, in order', () => {
    expect(paymentMethodOptions.map((option) => option.title)).toEqual(['Both', 'Card', 'Points', 'Unused ticket'])
    expect(Object.fromEntries(paymentMethodOptions.map((option) => [option.value, option.title]))).toEqual(paymentMethodLabels)
    expect(roomPreferenceOptions.map((option) => option.title)).toEqual(['Smoking', 'Non-Smoking', 'Wheelchair accessible'])
    expect(Object.fromEntries(roomPreferenceOptions.map((option) => [option.value, option.title]))).toEqual(roomPreferenceLabels)
  })

  it('counts from 1 to 20', () => {
    const options = countOptions()
    expect(options).toHaveLength(20)
    expect(options[0]).toEqual({ value: '1', title: '1' })
    expect(options.at(-1)).toEqual({ value: '20', title: '20' })
    expect(countOptionsRange).toEqual({ min: 1, max: 20 })
    expect(countOptions(0, 8).map((option) => option.value)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8'])
    expect(countOptions(5, 4)).toEqual([])
  })
})

describe('time options', () => {
  it('has 48 half-hour steps by default', () => {
    const options = timeOptions()
    expect(options).toHaveLength(48)
    expect(options[0]).toEqual({ value: '00:00', title: '12:00 AM' })
    expect(options[1]).toEqual({ value: '00:30', title: '12:30 AM' })
    expect(options[24]).toEqual({ value: '12:00', title: '12:00 PM' })
    expect(options.at(-1)).toEqual({ value: '23:30', title: '11:30 PM' })
  })

  it('has 96 quarter-hour steps', () => {
    const options = timeOptions(15)
    expect(options).toHaveLength(96)
    expect(options[1]).toEqual({ value: '00:15', title: '12:15 AM' })
    expect(options[37]).toEqual({ value: '09:15', title: '9:15 AM' })
    expect(options.at(-1)).toEqual({ value: '23:45', title: '11:45 PM' })
    expect(new Set(options.map((option) => option.value)).size).toBe(96)
  })
})

describe('country options', () => {
  it('lists the 249 ISO 3166-1 countries with US first, then by name', () => {
    const options = countryOptions()
    expect(countryCodes).toHaveLength(249)
    expect(options).toHaveLength(249)
    expect(options[0]).toEqual({ value: 'US', title: 'United States' })
    expect(options[1]).toEqual({ value: 'AF', title: 'Afghanistan' })
    expect(options[2]).toEqual({ value: 'AX', title: 'Åland Islands' })
    expect(options.at(-1)).toEqual({ value: 'ZW', title: 'Zimbabwe' })
    const rest = options.slice(1).map((option) => option.title)
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en-US').compare))
  })

  it('names every code', () => {
    for (const option of countryOptions()) expect(option.title).not.toBe(option.value)
    expect(countryName('GB')).toBe('United Kingdom')
    expect(countryName('CI')).toBe('Côte d’Ivoire')
    expect(countryName('HK')).toBe('Hong Kong SAR China')
  })

  it('names countries in British English for en-GB', () => {
    expect(countryName('LC', 'en-US')).toBe('St. Lucia')
    expect(countryName('LC', 'en-GB')).toBe('St Lucia')
    expect(countryOptions('en-GB')[0]).toEqual({ value: 'US', title: 'United States' })
  })

  it('hands each caller its own copy', () => {
    countryOptions().reverse()
    expect(countryOptions()[0]?.value).toBe('US')
  })

  it('gives back a code it cannot name', () => {
    expect(countryName('not a code')).toBe('not a code')
  })
})
