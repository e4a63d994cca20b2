// §R5 dates and §R9 rooms and guests for a hotel stay: the rules the hotel search and the offer
// page's change of dates or guests share (issue 21 complete pages).
import { describe, expect, it } from 'vitest'
import { validateHotelStay } from '~/features/hotel/hotel-stay'

const today = '2027-03-01'
const stay = { checkIn: '2027-03-10', checkOut: '2027-03-12', rooms: '1', adults: '2' }

describe('validateHotelStay', () => {
  it('accepts a stay from today on, check-out after check-in, an adult in every room', () => {
    expect(validateHotelStay(stay, today)).toEqual({})
    expect(validateHotelStay({ ...stay, checkIn: today }, today)).toEqual({})
  })

  it('says what is wrong beside each field', () => {
    expect(validateHotelStay({ ...stay, checkIn: '', checkOut: '' }, today)).toEqual({ checkIn: 'Choose a check-in date.', checkOut: 'Choose a check-out date.' })
    expect(validateHotelStay({ ...stay, checkIn: '2027-02-28' }, today).checkIn).toBe('Check-in cannot be in the past.')
    expect(validateHotelStay({ ...stay, checkOut: '2027-03-10' }, today).checkOut).toBe('Check-out must be after check-in.')
    expect(validateHotelStay({ ...stay, rooms: '3', adults: '2' }, today).rooms).toBe('Each room needs at least one adult.')
  })
})
