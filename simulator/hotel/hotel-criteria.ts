// What a hotel search, offer or comparison asks for, checked before any work: party sizes, dates
// relative to today, filters and paging. A refusal names the input it is about.
import { z } from 'zod'
import { pageSizeLimits } from '@contracts/domain/travel'
import { hotelSorts, hotelStayLimits } from '@contracts/lxp/hotel.constants'
import { hotelPartyLimits, type HotelRoomRequest } from '@contracts/lxp/hotel-party'
import { HotelFiltersSchema, type HotelSearchCriteriaSchema } from '@contracts/lxp/hotel.schema'
import { accessibilityLabels, amenityLabels, chains, propertyTypeLabels } from './hotel-catalogue-data'
import { SimulatorError } from '../simulator-error'
import { venueTimeText, type VenueNow } from '../clock'
import { addDays, nightsOf } from '../shared/calendar'

export type HotelSort = (typeof hotelSorts)[number]

/** The contract's limits of a stay and of its party (contracts/lxp/hotel.constants.ts, hotel-party.ts), checked again here. */
export const stayLimits = { ...hotelStayLimits, maxChildrenPerRoom: hotelPartyLimits.maxChildren, maxChildAge: hotelPartyLimits.maxChildAge } as const

export type RoomRequest = HotelRoomRequest

export type HotelSearchFilters = z.infer<typeof HotelFiltersSchema>

export type StayCriteria = { checkIn: string; checkOut: string; rooms: RoomRequest[] }

/** What a search is asked, as the contract takes it in: a destination id, name, alias or airport code, the stay, filters, sort and paging. */
export type HotelSearchCriteria = z.input<typeof HotelSearchCriteriaSchema>

export type Stay = StayCriteria & { nights: string[] }
export type ValidSearch = Stay & { destination: string; filters: HotelSearchFilters; sort: HotelSort; page: number; pageSize: number }

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const keysOf = (labels: object) => Object.keys(labels) as [string, ...string[]]

const childAgeMessage = `Children are 0 to ${stayLimits.maxChildAge} years old.`

const RoomSchema = z.object({
  adults: z.int().min(1, 'Each room needs at least 1 adult.').max(stayLimits.maxAdultsPerRoom, `At most ${stayLimits.maxAdultsPerRoom} adults per room.`),
  childAges: z
    .array(z.int().min(0, childAgeMessage).max(stayLimits.maxChildAge, childAgeMessage))
    .max(stayLimits.maxChildrenPerRoom, `At most ${stayLimits.maxChildrenPerRoom} children per room.`)
    .default([]),
})

/** The contract's filters, with the catalogue's own amenities, property types, chains and features. */
const FiltersSchema = HotelFiltersSchema.extend({
  amenities: z.array(z.enum(keysOf(amenityLabels), 'Unknown amenity.')).max(20).optional(),
  propertyTypes: z.array(z.enum(keysOf(propertyTypeLabels), 'Unknown property type.')).max(10).optional(),
  chains: z.array(z.enum(keysOf(chains), 'Unknown hotel chain.')).max(20).optional(),
  accessibility: z.array(z.enum(keysOf(accessibilityLabels), 'Unknown accessibility feature.')).max(10).optional(),
}).refine((filters) => filters.priceMin === undefined || filters.priceMax === undefined || filters.priceMin <= filters.priceMax, {
  message: 'The lowest price must not be above the highest.',
  path: ['priceMax'],
})

const StaySchema = z.object({
  checkIn: z.string(),
  checkOut: z.string(),
  rooms: z.array(RoomSchema).min(1, 'Ask for at least 1 room.').max(stayLimits.maxRooms, `At most ${stayLimits.maxRooms} rooms.`),
})

const SearchSchema = StaySchema.extend({
  destination: z.string().trim().min(1, 'Choose a destination.').max(100),
  filters: FiltersSchema.default({}),
  sort: z.enum(hotelSorts, 'Unknown sort order.').default('featured'),
  page: z.int().min(1).max(pageSizeLimits.maxPage).default(1),
  pageSize: z.int().min(pageSizeLimits.min).max(pageSizeLimits.max).default(pageSizeLimits.default),
})

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const [issue] = result.error.issues
  const field = issue?.path.map(String).join('.') || undefined
  throw new SimulatorError('INVALID_CRITERIA', issue ? `${field ? `${field}: ` : ''}${issue.message}` : 'The request is not valid.', { field })
}

function isRealDate(value: string) {
  return isoDate.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value
}

/** The nights of a stay, or INVALID_DATES: not in the past, check-out after check-in, at most 30 nights. */
export function validateDates(checkIn: string, checkOut: string, now: string | VenueNow): string[] {
  const today = typeof now === 'string' ? now : now.date
  if (!isRealDate(checkIn)) throw new SimulatorError('INVALID_DATES', 'Check-in must be a date as YYYY-MM-DD.', { field: 'checkIn' })
  if (!isRealDate(checkOut)) throw new SimulatorError('INVALID_DATES', 'Check-out must be a date as YYYY-MM-DD.', { field: 'checkOut' })
  if (checkIn < today) {
    throw new SimulatorError('INVALID_DATES', typeof now === 'string' ? 'Check-in cannot be in the past.' : `Check-in cannot be in the past: it is ${venueTimeText(now, now.place)}.`, { field: 'checkIn' })
  }
  if (checkIn > addDays(today, stayLimits.maxDaysAhead)) {
    throw new SimulatorError('INVALID_DATES', `Stays can be booked up to ${stayLimits.maxDaysAhead} days ahead.`, { field: 'checkIn' })
  }
  if (checkOut <= checkIn) throw new SimulatorError('INVALID_DATES', 'Check-out must be after check-in.', { field: 'checkOut' })
  const nights = nightsOf(checkIn, checkOut)
  if (nights.length > stayLimits.maxNights) throw new SimulatorError('INVALID_DATES', `Stays can be at most ${stayLimits.maxNights} nights.`, { field: 'checkOut' })
  return nights
}

export function validateStay(input: unknown, today: string | VenueNow): Stay {
  const stay = parse(StaySchema, input)
  return { ...stay, nights: validateDates(stay.checkIn, stay.checkOut, today) }
}

/** The criteria checked, then the dates against the destination's clock (`venueOf` its name). */
export function validateSearchCriteria(input: unknown, today: string, venueOf?: (destination: string) => VenueNow): ValidSearch {
  const search = parse(SearchSchema, input)
  return { ...search, nights: validateDates(search.checkIn, search.checkOut, venueOf ? venueOf(search.destination) : today) }
}

/** The most guests any one room must hold. */
export function largestParty(rooms: readonly RoomRequest[]) {
  return Math.max(...rooms.map((room) => room.adults + room.childAges.length))
}
