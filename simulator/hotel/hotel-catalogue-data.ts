// The words and figures the hotel catalogue (hotel-catalogue.ts) is generated from: amenities, accessibility
// features, property types and chains with their labels, the names, areas and streets hotels are given, the room
// types of each kind of property, the mix of properties and stars, the base prices and the gallery's pictures.
import type { SceneKind } from '../catalogue/scenes'

export const amenityLabels = {
  wifi: 'Free Wi-Fi',
  pool: 'Pool',
  spa: 'Spa',
  gym: 'Fitness centre',
  parking: 'Parking',
  breakfast: 'Breakfast included',
  'airport-shuttle': 'Airport shuttle',
  'pet-friendly': 'Pet friendly',
  restaurant: 'Restaurant',
  bar: 'Bar',
  'ev-charging': 'EV charging',
  'air-conditioning': 'Air conditioning',
  'room-service': 'Room service',
  'family-rooms': 'Family rooms',
} as const satisfies Record<string, string>
export type Amenity = keyof typeof amenityLabels

export const accessibilityLabels = {
  'step-free-access': 'Step-free access',
  'roll-in-shower': 'Roll-in shower',
  'accessible-parking': 'Accessible parking',
  'hearing-loop': 'Hearing loop',
  'grab-bars': 'Grab bars in bathroom',
  'lowered-sink': 'Lowered sink',
  elevator: 'Lift to all floors',
  'visual-alarms': 'Visual fire alarms',
} as const satisfies Record<string, string>
export type AccessibilityFeature = keyof typeof accessibilityLabels

export const propertyTypeLabels = {
  hotel: 'Hotel',
  resort: 'Resort',
  apartment: 'Apartment hotel',
  boutique: 'Boutique hotel',
  hostel: 'Hostel',
  villa: 'Villa',
} as const satisfies Record<string, string>
export type PropertyType = keyof typeof propertyTypeLabels

type Chain = { name: string; brand: string; types: readonly PropertyType[]; stars: readonly number[] }
export const chains = {
  meridian: { name: 'Meridian Collection', brand: 'The Meridian', types: ['hotel', 'resort'], stars: [4, 5] },
  harborline: { name: 'Harborline Hotels', brand: 'Harborline', types: ['hotel'], stars: [3, 4] },
  atlas: { name: 'Atlas Suites', brand: 'Atlas Suites', types: ['apartment', 'hotel'], stars: [3, 4] },
  verdant: { name: 'Verdant Resorts', brand: 'Verdant', types: ['resort', 'villa'], stars: [4, 5] },
  northstar: { name: 'Northstar Inns', brand: 'Northstar Inn', types: ['hotel'], stars: [2, 3] },
  lumen: { name: 'Lumen Boutique', brand: 'Lumen', types: ['boutique'], stars: [3, 4, 5] },
} as const satisfies Record<string, Chain>
export type ChainId = keyof typeof chains

/** Mid-priced city, standard room, in US cents, by star rating. */
export const basePriceByStars: Record<number, number> = { 2: 9_000, 3: 14_000, 4: 22_000, 5: 38_000 }
export const hostelBasePrice = 4_500

export const cityAreas = ['Old Town', 'City Centre', 'Riverside', 'Museum Quarter', 'Financial District', 'Garden District', 'Station Quarter', 'Arts District', 'University Quarter', 'Market Square', 'Harbourfront', 'Theatre District']
export const resortAreas = ['Beachfront', 'Marina', 'Lagoon', 'Palm Grove', 'Bay', 'Old Town', 'Clifftop', 'Harbourfront']
export const firstWords = ['Grand', 'Royal', 'Park', 'Harbour', 'Garden', 'Palace', 'Riverside', 'Summit', 'Crown', 'Heritage', 'Azure', 'Golden', 'Silver', 'Maple', 'Cedar', 'Coral', 'Ivory', 'Lantern', 'Orchard', 'Beacon', 'Linden', 'Juniper', 'Marble', 'Copper', 'Willow', 'Saffron', 'Indigo', 'Amber']
export const lastWords: Record<PropertyType, readonly string[]> = {
  hotel: ['Hotel', 'Grand Hotel', 'Hotel & Suites', 'Plaza Hotel', 'City Hotel'],
  resort: ['Resort', 'Resort & Spa', 'Beach Resort', 'Bay Resort'],
  apartment: ['Apartments', 'Residences', 'Aparthotel', 'Serviced Suites'],
  boutique: ['House', 'Maison', 'Lodge', 'Rooms', 'Townhouse'],
  hostel: ['Hostel', 'Backpackers', 'Social Hostel'],
  villa: ['Villas', 'Villa Retreat', 'Private Villas'],
}
export const cityResortWords = ['Resort & Spa', 'Urban Resort', 'Spa Resort']
export const streets = ['Market Street', 'Harbour Road', 'Park Avenue', 'King Street', 'Station Road', 'River Walk', 'Garden Lane', 'Museum Way', 'High Street', 'Bridge Street', 'Church Street', 'Queen Street', 'Mill Lane', 'Castle Road']

type RoomTemplate = { name: string; beds: string; occupancy: number; size: number }
const hotelRooms: RoomTemplate[] = [
  { name: 'Standard Queen Room', beds: '1 queen bed', occupancy: 2, size: 22 },
  { name: 'Standard Twin Room', beds: '2 single beds', occupancy: 2, size: 24 },
  { name: 'Superior Double Room', beds: '1 double bed', occupancy: 2, size: 26 },
  { name: 'Deluxe King Room', beds: '1 king bed', occupancy: 2, size: 30 },
  { name: 'Family Room', beds: '1 king bed and 2 single beds', occupancy: 4, size: 40 },
  { name: 'Junior Suite', beds: '1 king bed and a sofa bed', occupancy: 3, size: 45 },
  { name: 'One-Bedroom Suite', beds: '1 king bed', occupancy: 2, size: 60 },
]
/** A resort in a city (Paris, London) has no sea: its rooms are named for what it has (issue 36 item 11). */
export const cityResortRoomNames: Record<string, string> = { 'Ocean View Room': 'City View Room', 'Beachfront Suite': 'Terrace Suite', 'Overwater Bungalow': 'Garden Pavilion Suite' }
export const roomsByType: Record<PropertyType, RoomTemplate[]> = {
  hotel: hotelRooms,
  boutique: hotelRooms.filter((room) => room.occupancy <= 3),
  resort: [
    { name: 'Garden View Room', beds: '1 king bed', occupancy: 2, size: 32 },
    { name: 'Ocean View Room', beds: '1 king bed', occupancy: 2, size: 34 },
    { name: 'Twin Room, Pool View', beds: '2 double beds', occupancy: 4, size: 38 },
    { name: 'Family Suite', beds: '1 king bed and 2 single beds', occupancy: 5, size: 55 },
    { name: 'Beachfront Suite', beds: '1 king bed and a sofa bed', occupancy: 3, size: 65 },
    { name: 'Overwater Bungalow', beds: '1 king bed', occupancy: 2, size: 80 },
  ],
  apartment: [
    { name: 'Studio Apartment', beds: '1 queen bed', occupancy: 2, size: 28 },
    { name: 'One-Bedroom Apartment', beds: '1 king bed and a sofa bed', occupancy: 4, size: 45 },
    { name: 'Two-Bedroom Apartment', beds: '1 king bed, 2 single beds and a sofa bed', occupancy: 6, size: 70 },
    { name: 'Penthouse Apartment', beds: '2 king beds', occupancy: 4, size: 95 },
  ],
  hostel: [
    { name: 'Bed in Mixed Dormitory', beds: '1 bunk bed', occupancy: 1, size: 20 },
    { name: 'Bed in Female Dormitory', beds: '1 bunk bed', occupancy: 1, size: 20 },
    { name: 'Private Twin Room', beds: '2 single beds', occupancy: 2, size: 14 },
    { name: 'Private Double Room', beds: '1 double bed', occupancy: 2, size: 14 },
    { name: 'Family Room', beds: '1 double bed and 1 bunk bed', occupancy: 4, size: 22 },
  ],
  villa: [
    { name: 'One-Bedroom Pool Villa', beds: '1 king bed', occupancy: 2, size: 90 },
    { name: 'Garden Villa', beds: '1 king bed and a sofa bed', occupancy: 3, size: 110 },
    { name: 'Two-Bedroom Villa', beds: '2 king beds', occupancy: 4, size: 160 },
    { name: 'Three-Bedroom Villa', beds: '2 king beds and 2 single beds', occupancy: 6, size: 220 },
  ],
}

export const propertyMix: Record<'city' | 'resort', readonly PropertyType[]> = {
  city: ['hotel', 'hotel', 'hotel', 'hotel', 'boutique', 'boutique', 'apartment', 'apartment', 'hostel', 'resort'],
  resort: ['resort', 'resort', 'resort', 'hotel', 'hotel', 'villa', 'villa', 'boutique', 'apartment', 'hostel'],
}

// Weighted so that about one hotel in eight has five stars, as in the cities themselves.
export const starsByType: Record<PropertyType, readonly number[]> = {
  hotel: [2, 2, 3, 3, 3, 4, 4, 4, 5],
  apartment: [2, 3, 3, 4, 4],
  boutique: [3, 3, 4, 4, 5],
  resort: [4, 4, 5],
  villa: [4, 4, 5],
  hostel: [2],
}

export const gallery: [caption: string, scene: SceneKind][] = [
  ['Entrance and façade', 'facade'],
  ['Lobby', 'lobby'],
  ['Guest room', 'room'],
  ['Bathroom', 'bathroom'],
  ['Breakfast room', 'breakfast'],
  ['View from the terrace', 'terrace'],
]
