// The car rental catalogue, generated deterministically from the simulator seed: for each destination
// its airport counters (the destination's IATA airports) and two city offices, each with coordinates
// (the airport's own; offices a few km from the centre), opening hours by weekday, the suppliers
// renting there and their fleet by vehicle class.
import type { CarClass, RentalLocation, Vehicle } from '@contracts/lxp/car.schema'
import { carClassLabels } from '@contracts/lxp/car.schema'
import type { Destination } from '../catalogue/destinations'
import { offsetByKm } from '../catalogue/geo'
import { postalCodeIn } from '../catalogue/postcodes'
import { sceneOf, type SceneKind } from '../catalogue/scenes'
import { hashString, randomFor } from '../random'

export type FleetEntry = {
  id: string
  locationId: string
  supplier: string
  vehicle: Omit<Vehicle, 'classLabel' | 'image' | 'description'>
  /** Cars of this entry a day. */
  inventory: number
}

export type CarLocation = RentalLocation & { destinationId: string; fleet: FleetEntry[] }

export const suppliers: Record<string, { name: string; pricePermille: number; refundable: boolean; limitedMileageKm: number | null }> = {
  hertz: { name: 'Hertz', pricePermille: 1050, refundable: true, limitedMileageKm: null },
  avis: { name: 'Avis', pricePermille: 1030, refundable: true, limitedMileageKm: null },
  europcar: { name: 'Europcar', pricePermille: 1000, refundable: true, limitedMileageKm: null },
  sixt: { name: 'Sixt', pricePermille: 1080, refundable: true, limitedMileageKm: null },
  enterprise: { name: 'Enterprise', pricePermille: 980, refundable: true, limitedMileageKm: null },
  budget: { name: 'Budget', pricePermille: 920, refundable: false, limitedMileageKm: 250 },
}

type Template = { models: [model: string, fuel: Vehicle['fuel']][]; seats: number; bags: number; doors: number; baseDaily: number; minimumDriverAge: number; deposit: number }

/** Vehicle classes: typical models, capacity, and the base daily price (USD cents) in a mid-priced city. */
export const classTemplates: Record<CarClass, Template> = {
  ECONOMY: { models: [['Kia Picanto', 'PETROL'], ['Fiat 500', 'PETROL'], ['Toyota Aygo X', 'PETROL']], seats: 4, bags: 1, doors: 5, baseDaily: 3200, minimumDriverAge: 21, deposit: 20_000 },
  COMPACT: { models: [['Volkswagen Golf', 'PETROL'], ['Toyota Corolla Hybrid', 'HYBRID'], ['Renault Zoe', 'ELECTRIC']], seats: 5, bags: 2, doors: 5, baseDaily: 4100, minimumDriverAge: 21, deposit: 25_000 },
  MIDSIZE: { models: [['Toyota Camry Hybrid', 'HYBRID'], ['Skoda Octavia', 'DIESEL'], ['Hyundai Elantra', 'PETROL']], seats: 5, bags: 3, doors: 4, baseDaily: 5000, minimumDriverAge: 21, deposit: 30_000 },
  FULLSIZE: { models: [['Chevrolet Malibu', 'PETROL'], ['Volkswagen Passat', 'DIESEL'], ['Nissan Altima', 'PETROL']], seats: 5, bags: 4, doors: 4, baseDaily: 5900, minimumDriverAge: 21, deposit: 35_000 },
  SUV: { models: [['Toyota RAV4 Hybrid', 'HYBRID'], ['Kia Sportage', 'PETROL'], ['Tesla Model Y', 'ELECTRIC']], seats: 5, bags: 4, doors: 5, baseDaily: 7200, minimumDriverAge: 21, deposit: 40_000 },
  VAN: { models: [['Ford Transit Custom', 'DIESEL'], ['Mercedes-Benz Vito', 'DIESEL'], ['Chrysler Pacifica', 'HYBRID']], seats: 8, bags: 5, doors: 5, baseDaily: 9800, minimumDriverAge: 25, deposit: 45_000 },
  LUXURY: { models: [['BMW 5 Series', 'PETROL'], ['Mercedes-Benz E-Class', 'HYBRID'], ['Polestar 2', 'ELECTRIC']], seats: 5, bags: 3, doors: 4, baseDaily: 13_500, minimumDriverAge: 25, deposit: 60_000 },
}

const hours = (open: string, close: string) => ({ open, close })
type DayHours = { open: string; close: string } | null

function openingHours(week: DayHours[]): RentalLocation['openingHours'] {
  return week.map((day, index) => ({
    weekday: index + 1,
    open: day?.open ?? null,
    close: day?.close ?? null,
    label: day === null ? 'Closed' : day.open === '00:00' && day.close === '24:00' ? 'Open 24 hours' : `${day.open}–${day.close}`,
  }))
}

const everyDay = (day: DayHours) => Array.from({ length: 7 }, () => day)

/** The body a class of car is drawn with. */
const carScenes: Record<CarClass, SceneKind> = {
  ECONOMY: 'car-compact',
  COMPACT: 'car-compact',
  MIDSIZE: 'car-sedan',
  FULLSIZE: 'car-sedan',
  SUV: 'car-suv',
  VAN: 'car-van',
  LUXURY: 'car-sedan',
}

/** Presentation of a vehicle: label, one-line description and its class's picture (the colour by model). */
export function vehicleOf(entry: FleetEntry): Vehicle {
  const { vehicle } = entry
  const label = carClassLabels[vehicle.class]
  const power = vehicle.fuel === 'ELECTRIC' ? 'electric' : vehicle.fuel === 'HYBRID' ? 'hybrid' : vehicle.fuel.toLowerCase()
  return {
    ...vehicle,
    classLabel: label,
    description: `${label} ${power} car with ${vehicle.transmission === 'AUTOMATIC' ? 'automatic' : 'manual'} transmission, ${vehicle.seats} seats and room for ${vehicle.bags} ${vehicle.bags === 1 ? 'bag' : 'bags'}, or similar.`,
    image: { src: sceneOf(carScenes[vehicle.class], vehicle.model), alt: `${vehicle.model} or similar` },
  }
}

type AirportPlace = { iata: string; name: string; latitude: number; longitude: number }

/** The locations and fleets of one destination; `airports` are its IATA airports with their names and coordinates, main first. */
export function generateCarLocations(destination: Destination, airports: readonly AirportPlace[]): CarLocation[] {
  const random = randomFor('cars', destination.id)
  // Office places come from their own sequence, so the fleets stay what they were before offices had coordinates.
  const places = randomFor('car-offices', destination.id)
  const nearCentre = (maxKm: number) => offsetByKm(destination, places.next() * 360, 0.3 + places.next() * maxKm)
  // Postcodes from their own sequence, so the fleets stay what they were before addresses had them.
  const postcodes = randomFor('car-postcodes', destination.id)
  const address = (line: string, more: { addressLine2?: string; addressLine3?: string } = {}) => ({
    addressLine1: line,
    ...more,
    cityName: destination.name,
    countryCode: destination.countryCode,
    countryName: destination.countryName,
    postalCode: postalCodeIn(postcodes, destination.countryCode),
  })
  // About a third of the main airports have round-the-clock counters; the others close at night.
  const mainAirport24h = hashString(`cars-24h:${destination.id}`) % 3 === 0
  const locations: Omit<CarLocation, 'fleet'>[] = airports.map((airport, index) => ({
    id: `${destination.id}-${airport.iata.toLowerCase()}`,
    kind: 'AIRPORT' as const,
    name: `${airport.name} (${airport.iata})`,
    iata: airport.iata,
    address: address(`Car rental centre, ${airport.name}`, { addressLine2: 'Arrivals level', addressLine3: 'Follow the signs for car rental' }),
    latitude: airport.latitude,
    longitude: airport.longitude,
    openingHours: openingHours(everyDay(index === 0 ? (mainAirport24h ? hours('00:00', '24:00') : hours('06:00', '23:00')) : hours('06:00', '22:00'))),
    destinationId: destination.id,
    timeZone: destination.timeZone,
  }))
  locations.push(
    {
      id: `${destination.id}-downtown`,
      kind: 'CITY',
      name: `${destination.name} Downtown`,
      iata: null,
      address: address(`${random.int(1, 240)} ${random.pick(['Main Street', 'Market Street', 'Harbour Road', 'Park Avenue', 'Station Road'])}`),
      ...nearCentre(2),
      // Office hours: weekdays to the evening, Saturdays shorter, closed on Sundays.
      openingHours: openingHours([...Array.from({ length: 5 }, () => hours('08:00', '19:00')), hours('09:00', '17:00'), null]),
      destinationId: destination.id,
      timeZone: destination.timeZone,
    },
    {
      id: `${destination.id}-central-station`,
      kind: 'CITY',
      name: `${destination.name} Central Station`,
      iata: null,
      address: address('Central Station, main concourse'),
      ...nearCentre(4),
      openingHours: openingHours(everyDay(hours('07:00', '21:00'))),
      destinationId: destination.id,
      timeZone: destination.timeZone,
    },
  )
  const supplierCodes = Object.keys(suppliers)
  const classes = Object.keys(classTemplates) as CarClass[]
  return locations.map((location) => {
    const here = random.sample(supplierCodes, location.kind === 'AIRPORT' ? 4 : 2)
    const fleet: FleetEntry[] = []
    for (const supplier of here) {
      for (const carClass of random.sample(classes, random.int(4, 6))) {
        const template = classTemplates[carClass]
        const [model, fuel] = random.pick(template.models)
        const automatic = destination.countryCode === 'US' || fuel === 'ELECTRIC' || fuel === 'HYBRID' || carClass === 'LUXURY' || random.chance(0.5)
        const limited = suppliers[supplier]?.limitedMileageKm ?? null
        fleet.push({
          id: `${location.id}-${supplier}-${carClass.toLowerCase()}`,
          locationId: location.id,
          supplier,
          vehicle: {
            class: carClass,
            model,
            seats: template.seats,
            bags: template.bags,
            doors: template.doors,
            transmission: automatic ? 'AUTOMATIC' : 'MANUAL',
            airConditioning: carClass !== 'ECONOMY' || random.chance(0.7),
            fuel,
            mileage: { unlimited: limited === null, limitKmPerDay: limited },
          },
          inventory: random.int(1, 5),
        })
      }
    }
    fleet.sort((a, b) => a.id.localeCompare(b.id))
    return { ...location, fleet }
  })
}
