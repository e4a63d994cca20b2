// §D1.5 (deterministic catalogue, prices by date and demand), §R6 (integer minor units);
// §R8 supplier codes for car rentals; §R3.53 car defaults; the car line's pricing and rental rules.
import { describe, expect, it } from 'vitest'
import { destinations } from '@simulator/catalogue/destinations'
import { distanceKm } from '@simulator/catalogue/geo'
import { generateCarLocations } from '@simulator/car/car-catalogue'
import { dailyRate, extraTotal, extrasFor, rentalDays, rentalMinutes, rentalPrice, weekdayOf } from '@simulator/car/car-pricing'
import { checkRental, isOpen } from '@simulator/car/car-search.server'
import { refusalOf } from '../../fixtures/simulator-refusal'

const paris = destinations.find((destination) => destination.id === 'paris')!
const parisAirports = [
  { iata: 'CDG', name: 'Charles de Gaulle', latitude: 49.0097, longitude: 2.5479 },
  { iata: 'ORY', name: 'Orly', latitude: 48.7262, longitude: 2.3652 },
]
const locations = generateCarLocations(paris, parisAirports)
const entry = locations[0]!.fleet[0]!

describe('car catalogue', () => {
  it('gives every destination airport counters and two city offices, the same on every run', () => {
    expect(locations.map((location) => location.id)).toEqual(['paris-cdg', 'paris-ory', 'paris-downtown', 'paris-central-station'])
    expect(generateCarLocations(paris, parisAirports)).toEqual(locations)
    expect(locations.every((location) => location.fleet.length >= 4 && location.fleet.every((car) => car.inventory >= 1 && car.inventory <= 5))).toBe(true)
  })

  it('places airport counters at their airport and city offices within a few km of the centre, in the city time zone (the results map)', () => {
    expect(locations[0]).toMatchObject({ latitude: 49.0097, longitude: 2.5479, timeZone: 'Europe/Paris' })
    for (const office of locations.filter((location) => location.kind === 'CITY')) {
      expect(distanceKm(paris, office)).toBeGreaterThan(0.2)
      expect(distanceKm(paris, office)).toBeLessThanOrEqual(4.4)
      expect(office.timeZone).toBe('Europe/Paris')
    }
  })

  it('closes the downtown office on Sundays and keeps the station open every day', () => {
    const downtown = locations.find((location) => location.id === 'paris-downtown')!
    expect(downtown.openingHours[6]).toMatchObject({ weekday: 7, open: null, label: 'Closed' })
    expect(isOpen(downtown, '2027-03-14', '12:00')).toBe(false)
    expect(isOpen(downtown, '2027-03-15', '12:00')).toBe(true)
    expect(isOpen(downtown, '2027-03-15', '19:30')).toBe(false)
  })
})

describe('car pricing', () => {
  it('charges whole days from the pick-up time, with 59 minutes of grace', () => {
    const rental = { pickUpDate: '2027-03-12', pickUpTime: '10:00', dropOffDate: '2027-03-15', dropOffTime: '10:59' }
    expect(rentalDays(rentalMinutes(rental))).toBe(3)
    expect(rentalDays(rentalMinutes({ ...rental, dropOffTime: '11:00' }))).toBe(4)
    expect(rentalDays(rentalMinutes({ ...rental, dropOffDate: '2027-03-12', dropOffTime: '15:00' }))).toBe(1)
  })

  it('counts elapsed hours across the 2027 clock changes, not the wall-clock difference', () => {
    // 10:00 to 11:00 the next day is 24 hours of car when the clocks go forward overnight (one day), 26 when they go back.
    const spring = { pickUpDate: '2027-03-13', pickUpTime: '10:00', dropOffDate: '2027-03-14', dropOffTime: '11:00' }
    expect(rentalMinutes(spring, 'America/New_York')).toBe(24 * 60)
    expect(rentalDays(rentalMinutes(spring, 'America/New_York'))).toBe(1)
    expect(rentalDays(rentalMinutes({ pickUpDate: '2027-03-27', pickUpTime: '10:00', dropOffDate: '2027-03-28', dropOffTime: '11:00' }, 'Europe/Paris'))).toBe(1)
    expect(rentalMinutes({ pickUpDate: '2027-10-30', pickUpTime: '10:00', dropOffDate: '2027-10-31', dropOffTime: '11:00' }, 'Europe/Paris')).toBe(26 * 60)
  })

  it('prices by date and demand deterministically, in integers, dearer in summer', () => {
    expect(weekdayOf('2027-03-14')).toBe(7)
    const march = dailyRate(entry, paris, '2027-03-10')
    expect(Number.isInteger(march)).toBe(true)
    expect(dailyRate(entry, paris, '2027-03-10')).toBe(march)
    const julyWednesdays = ['2027-07-07', '2027-07-14', '2027-07-21'].map((date) => dailyRate(entry, paris, date))
    const marchWednesdays = ['2027-03-03', '2027-03-10', '2027-03-17'].map((date) => dailyRate(entry, paris, date))
    expect(Math.min(...julyWednesdays)).toBeGreaterThan(Math.max(...marchWednesdays) * 0.95)
  })

  it('caps each extra at its maximum per rental', () => {
    const [childSeat] = extrasFor(entry, 'USD')
    expect(childSeat?.id).toBe('child-seat')
    expect(extraTotal(childSeat!, 3, 2)).toBe(2 * 3 * 1200)
    expect(extraTotal(childSeat!, 20, 1)).toBe(8400)
  })

  it('adds one-way and young-driver fees and taxes to an all-in total', () => {
    const dates = ['2027-03-12', '2027-03-13', '2027-03-14']
    const plain = rentalPrice(entry, paris, { days: 3, dates, oneWay: false, driverAge: 35, extras: [] }, 'USD')
    const young = rentalPrice(entry, paris, { days: 3, dates, oneWay: true, driverAge: 21, extras: [] }, 'USD')
    expect(plain.total).toBe(plain.base + plain.taxes)
    expect(plain.taxes).toBe(Math.round(plain.base * 0.12))
    expect(young.youngDriverFee).toBe(3 * 1800)
    expect(young.oneWayFee).toBeGreaterThan(0)
    expect(young.total).toBe(young.base + young.oneWayFee + young.youngDriverFee + young.taxes)
  })
})

describe('rental checks (§R8)', () => {
  const rental = { pickUpDate: '2027-03-12', pickUpTime: '10:00', dropOffDate: '2027-03-15', dropOffTime: '10:00', driverAge: 30 }
  it('refuses a past pick-up with E1001018 and a drop-off before pick-up with E1001016', () => {
    expect(refusalOf(() => checkRental({ ...rental, pickUpDate: '2027-03-01' }, 'Europe/Paris', '2027-03-05'))).toMatchObject({ code: 'E1001018', field: 'pickUpDate' })
    expect(refusalOf(() => checkRental({ ...rental, dropOffDate: '2027-03-12', dropOffTime: '09:00' }, 'Europe/Paris', '2027-03-05'))).toMatchObject({ code: 'E1001016', field: 'dropOffDate' })
    expect(refusalOf(() => checkRental({ ...rental, dropOffDate: '2027-05-12' }, 'Europe/Paris', '2027-03-05'))).toMatchObject({ code: 'INVALID_DATES', field: 'dropOffDate' })
    expect(checkRental(rental, 'Europe/Paris', '2027-03-05')).toMatchObject({ days: 3, dates: ['2027-03-12', '2027-03-13', '2027-03-14'] })
  })
})
