// §R3.24 "Address (supplier): addressLine1-3, cityName, countryCode, countryName, postalCode": the
// simulator's hotels, restaurants and rental offices carry them (lines 2 and 3 where a building or a
// terminal needs them, a postcode in the country's form), every one valid against the contract's
// schema, and pages, calendar files and map searches write them in one order.
import { describe, expect, it } from 'vitest'
import { SupplierAddressSchema } from '@contracts/lxp/shared/address.schema'
import { formatSupplierAddress, supplierAddressLines } from '@contracts/lxp/shared/address-lines'
import { destinations } from '@simulator/catalogue/destinations'
import { generateHotels } from '@simulator/hotel/hotel-catalogue'
import { generateCarLocations } from '@simulator/car/car-catalogue'
import { generateRestaurants } from '@simulator/dining/dining-catalogue'

const open = destinations.filter((destination) => !destination.sanctioned)
const london = destinations.find((destination) => destination.id === 'london')!

describe('supplier addresses in the simulator', () => {
  it('are valid against the contract for every hotel and restaurant, some with a second line', () => {
    const hotels = open.flatMap((destination) => generateHotels(destination)).map((hotel) => hotel.address)
    const restaurants = open.flatMap((destination) => generateRestaurants(destination)).map((restaurant) => restaurant.address)
    for (const address of [...hotels, ...restaurants]) expect(SupplierAddressSchema.safeParse(address).success, JSON.stringify(address)).toBe(true)
    expect(hotels.filter((address) => address.addressLine2).length).toBeGreaterThan(hotels.length / 10)
    expect(restaurants.filter((address) => address.addressLine2).length).toBeGreaterThan(restaurants.length / 10)
  })

  it('give rental offices a postcode in the country’s form, and airport counters the level and the way in', () => {
    const locations = generateCarLocations(london, [{ iata: 'LHR', name: 'Heathrow', latitude: 51.47, longitude: -0.4543 }])
    for (const location of locations) {
      expect(SupplierAddressSchema.safeParse(location.address).success).toBe(true)
      expect(location.address.postalCode, location.id).toMatch(/^[A-Z]{1,2}\d \d[A-Z]{2}$/)
    }
    expect(locations.find((location) => location.kind === 'AIRPORT')?.address).toMatchObject({ addressLine1: 'Car rental centre, Heathrow', addressLine2: 'Arrivals level', addressLine3: 'Follow the signs for car rental' })
  })
})

describe('an address as a traveller reads it', () => {
  it('has its street lines, the postcode with the city and the country, leaving out empty lines', () => {
    const address = { addressLine1: '1 Pier Road', addressLine2: 'Tower B', cityName: 'New York', countryCode: 'US', countryName: 'United States', postalCode: '10001' }
    expect(supplierAddressLines(address)).toEqual(['1 Pier Road', 'Tower B', '10001 New York', 'United States'])
    expect(formatSupplierAddress({ ...address, addressLine2: undefined, addressLine3: '', postalCode: '' })).toBe('1 Pier Road, New York, United States')
  })
})
