// The tours every destination's catalogue is generated from (activity-catalogue.ts): what each runs, when, for how
// many and at what price, its stops, and the stops as reviewers name them.
import type { ActivityCategory } from '@contracts/lxp/activity.schema'

type TourTemplate = {
  slug: string
  title: (city: string) => string
  category: ActivityCategory
  minutes: number
  startTimes: string[]
  capacity: number
  price: number
  privatePrice?: number
  nonRefundable?: boolean
  hotelPickUp?: boolean
  resortOnly?: boolean
  /** Days it does not run (ISO weekdays). */
  closed?: number[]
  summary: (city: string) => string
  stops: (city: string) => [string, string][]
  inclusions: string[]
  exclusions: string[]
  wheelchair: boolean
  note?: string
}

export const tourTemplates: TourTemplate[] = [
  {
    slug: 'highlights-walk',
    title: (city) => `${city} highlights walking tour`,
    category: 'SIGHTSEEING',
    minutes: 180,
    startTimes: ['09:00', '14:00'],
    capacity: 20,
    price: 3500,
    privatePrice: 16_000,
    summary: (city) => `The landmarks of ${city} on foot with a licensed local guide, with the stories behind them.`,
    stops: (city) => [
      ['Old town square', `Meet your guide and get your bearings in the historic heart of ${city}.`],
      ['Cathedral and main church', 'An outside visit with the history of the building and its quarter.'],
      ['Market street', 'A short stop for coffee or a snack (at your own cost).'],
      ['Viewpoint', `The best free view over ${city}; the tour ends here.`],
    ],
    inclusions: ['Licensed local guide', 'Small group of up to 20'],
    exclusions: ['Food and drinks', 'Gratuities'],
    wheelchair: true,
  },
  {
    slug: 'hop-on-hop-off',
    title: (city) => `${city} hop-on hop-off bus, 24-hour ticket`,
    category: 'SIGHTSEEING',
    minutes: 1440,
    startTimes: ['09:00'],
    capacity: 60,
    price: 3200,
    summary: (city) => `Open-top buses looping past the sights of ${city}, with recorded commentary in many languages.`,
    stops: (city) => [
      ['First stop', `Board at any stop in central ${city}; buses come every 15 to 20 minutes.`],
      ['Sights loop', 'About 20 stops; hop off and on as often as you like for 24 hours.'],
    ],
    inclusions: ['24-hour bus ticket', 'Audio commentary with earphones', 'Free Wi-Fi on board'],
    exclusions: ['Entry to sights', 'Hotel pick-up'],
    wheelchair: true,
  },
  {
    slug: 'food-tasting',
    title: (city) => `${city} food tasting tour`,
    category: 'FOOD_AND_DRINK',
    minutes: 210,
    startTimes: ['11:00', '17:30'],
    capacity: 12,
    price: 8900,
    privatePrice: 42_000,
    summary: (city) => `Eight tastings at family-run places of ${city}: street food, a market and a local drink.`,
    stops: (city) => [
      ['Covered market', 'Meet the guide at the entrance and taste the local cheese and cured meats.'],
      ['Street food stall', `A classic of ${city}, made in front of you.`],
      ['Family bakery', 'Sweet pastry still warm from the oven.'],
      ['Neighbourhood bar', 'A local drink (or a soft drink) to finish.'],
    ],
    inclusions: ['Eight tastings', 'One drink', 'Local food guide'],
    exclusions: ['Extra food and drinks', 'Gratuities'],
    wheelchair: false,
    note: 'Tell us about allergies and diets when you book.',
  },
  {
    slug: 'cooking-class',
    title: (city) => `Cooking class with a local chef in ${city}`,
    category: 'CLASSES',
    minutes: 240,
    startTimes: ['10:00'],
    capacity: 10,
    price: 11_000,
    closed: [7],
    summary: () => 'Shop at the market, then cook and eat a three-course local meal in a home kitchen.',
    stops: () => [
      ['Market visit', 'Choose the ingredients with the chef.'],
      ['Cooking', 'Hands-on at your own station.'],
      ['Lunch', 'Eat what you cooked, with a glass of wine or a soft drink.'],
    ],
    inclusions: ['Ingredients', 'Lunch with one drink', 'Recipes by email'],
    exclusions: ['Hotel pick-up'],
    wheelchair: false,
  },
  {
    slug: 'museum-skip-the-line',
    title: (city) => `${city} museum highlights, skip-the-line guided tour`,
    category: 'MUSEUMS_AND_CULTURE',
    minutes: 150,
    startTimes: ['09:30', '13:00', '15:30'],
    capacity: 25,
    price: 6500,
    nonRefundable: true,
    closed: [1],
    summary: (city) => `Timed entry past the queue at the main museum of ${city}, with an art historian.`,
    stops: () => [
      ['Entrance', 'Your guide takes you past the ticket queue with timed tickets.'],
      ['Masterpieces', 'The ten works not to miss, explained.'],
    ],
    inclusions: ['Timed entry ticket', 'Art historian guide', 'Headsets'],
    exclusions: ['Hotel pick-up', 'Food and drinks'],
    wheelchair: true,
    note: 'Timed tickets are bought for you when you book, so this booking is non-refundable.',
  },
  {
    slug: 'countryside-day-trip',
    title: (city) => `Full-day countryside trip from ${city}`,
    category: 'DAY_TRIPS',
    minutes: 600,
    startTimes: ['08:00'],
    capacity: 30,
    price: 12_500,
    hotelPickUp: true,
    summary: (city) => `Villages, a winery or farm and lunch in the country, with pick-up at your ${city} hotel.`,
    stops: () => [
      ['Hotel pick-up', 'Pick-up from central hotels between 07:30 and 08:00.'],
      ['Historic village', 'A guided walk and free time.'],
      ['Lunch', 'A set lunch at a country restaurant.'],
      ['Winery or farm', 'A visit with a tasting.'],
      ['Return', 'Back at your hotel around 18:00.'],
    ],
    inclusions: ['Hotel pick-up and drop-off', 'Air-conditioned coach', 'Lunch', 'Tasting'],
    exclusions: ['Gratuities'],
    wheelchair: false,
  },
  {
    slug: 'sunset-cruise',
    title: (city) => `${city} sunset cruise`,
    category: 'WATER',
    minutes: 120,
    startTimes: ['18:00'],
    capacity: 40,
    price: 5500,
    privatePrice: 60_000,
    summary: (city) => `The skyline of ${city} from the water at golden hour, with a drink on board.`,
    stops: () => [
      ['Boarding', 'Board at the pier 15 minutes before departure.'],
      ['Cruise', 'Two hours on the water with live commentary.'],
    ],
    inclusions: ['Cruise', 'One drink', 'Snacks'],
    exclusions: ['Hotel pick-up'],
    wheelchair: true,
  },
  {
    slug: 'bike-tour',
    title: (city) => `Bike tour of ${city}`,
    category: 'OUTDOORS',
    minutes: 180,
    startTimes: ['10:00', '15:00'],
    capacity: 14,
    price: 4500,
    summary: (city) => `Parks, neighbourhoods and landmarks of ${city} by bike, on quiet streets and cycle paths.`,
    stops: () => [
      ['Bike shop', 'Helmet and bike fitting.'],
      ['Parks and river', 'An easy ride with stops for photos.'],
      ['Landmarks', 'Back through the centre.'],
    ],
    inclusions: ['Bike and helmet', 'Guide', 'Bottle of water'],
    exclusions: ['Food'],
    wheelchair: false,
  },
  {
    slug: 'evening-drinks',
    title: (city) => `${city} by night with drinks`,
    category: 'NIGHTLIFE',
    minutes: 180,
    startTimes: ['20:00'],
    capacity: 16,
    price: 5900,
    closed: [1, 2],
    summary: (city) => `Three bars of ${city} that locals go to, with a drink and a snack at each. Adults only.`,
    stops: () => [
      ['Cocktail bar', 'The signature drink of the city.'],
      ['Wine bar', 'A local wine with small plates.'],
      ['Live music bar', 'End the evening with music.'],
    ],
    inclusions: ['Three drinks', 'Snacks', 'Guide'],
    exclusions: ['Extra drinks', 'Transport back to your hotel'],
    wheelchair: false,
    note: 'Travelers must be 18 or older.',
  },
  {
    slug: 'photography-walk',
    title: (city) => `Sunrise photography walk in ${city}`,
    category: 'CLASSES',
    minutes: 150,
    startTimes: ['07:00'],
    capacity: 8,
    price: 7500,
    summary: (city) => `The quiet streets of ${city} at first light with a professional photographer's tips.`,
    stops: () => [
      ['Meeting point', 'A short talk on light and composition.'],
      ['Photo walk', 'Five spots chosen for the morning light.'],
    ],
    inclusions: ['Professional photographer', 'Photo tips by email'],
    exclusions: ['Camera (a phone is fine)'],
    wheelchair: true,
  },
  {
    slug: 'evening-show',
    title: (city) => `Evening show in ${city}: reserved seats`,
    category: 'NIGHTLIFE',
    minutes: 120,
    startTimes: ['19:30'],
    capacity: 50,
    price: 6900,
    nonRefundable: true,
    closed: [1],
    summary: (city) => `A traditional music and dance show in a historic theatre of ${city}, with reserved seats.`,
    stops: () => [['Theatre', 'Doors open 30 minutes before the show.']],
    inclusions: ['Reserved seat', 'Programme'],
    exclusions: ['Drinks', 'Hotel pick-up'],
    wheelchair: true,
    note: 'Seats are reserved for you when you book, so this booking is non-refundable.',
  },
  {
    slug: 'hiking-trip',
    title: (city) => `Guided hike near ${city}`,
    category: 'OUTDOORS',
    minutes: 420,
    startTimes: ['07:30'],
    capacity: 12,
    price: 9500,
    hotelPickUp: true,
    summary: (city) => `A moderate 12 km hike in the hills outside ${city}, with transport and a picnic lunch.`,
    stops: () => [
      ['Hotel pick-up', 'Pick-up from central hotels.'],
      ['Trail', 'About four hours of walking with breaks.'],
      ['Picnic', 'Lunch with a view.'],
    ],
    inclusions: ['Hotel pick-up and drop-off', 'Guide', 'Picnic lunch'],
    exclusions: ['Hiking boots'],
    wheelchair: false,
    note: 'A moderate level of fitness is needed.',
  },
  {
    slug: 'snorkelling-trip',
    title: (city) => `Snorkelling trip from ${city}`,
    category: 'WATER',
    minutes: 240,
    startTimes: ['09:00', '13:30'],
    capacity: 20,
    price: 7900,
    resortOnly: true,
    summary: () => 'Two snorkelling stops over reefs by boat, with gear and an instructor.',
    stops: () => [
      ['Harbour', 'Board the boat and get fitted for gear.'],
      ['First reef', 'About 45 minutes in the water.'],
      ['Second reef', 'Turtles are often seen here.'],
    ],
    inclusions: ['Boat', 'Snorkel gear', 'Instructor', 'Fruit and water'],
    exclusions: ['Underwater camera'],
    wheelchair: false,
  },
]

export const meetingPlaces = ['main square, by the fountain', 'tourist information office', 'steps of the town hall', 'entrance of the central park', 'clock tower']

/**
 * A tour's stops as a reviewer names them ("the cooking class", "the view at the end"), never the stop's
 * title ("We loved Cooking.", "The masterpieces was the best part."); a stop without a name here (getting
 * there and back, a lunch) is not what people review (issue 36 item 11).
 */
const stopsAsReviewed: Record<string, string> = {
  'Old town square': 'the old town square',
  'Cathedral and main church': 'the cathedral',
  'Market street': 'the market street',
  Viewpoint: 'the view at the end',
  'Sights loop': 'the bus loop',
  'Covered market': 'the covered market',
  'Street food stall': 'the street food',
  'Family bakery': 'the bakery',
  'Neighbourhood bar': 'the neighbourhood bar',
  'Market visit': 'the market visit',
  Cooking: 'the cooking class',
  Masterpieces: 'the masterpieces tour',
  'Historic village': 'the village walk',
  'Winery or farm': 'the tasting',
  'Bike shop': 'the bikes',
  Landmarks: 'the ride back through the centre',
  'Parks and river': 'the ride along the river',
  Picnic: 'the picnic',
  Cruise: 'the cruise',
  Harbour: 'the harbour',
  'First reef': 'the first reef',
  'Second reef': 'the second reef',
  Trail: 'the trail',
  'Photo walk': 'the photo walk',
  'Wine bar': 'the wine bar',
  'Cocktail bar': 'the cocktail bar',
  'Live music bar': 'the live music',
  Theatre: 'the show',
}
export const reviewedStops = (stops: readonly (readonly [string, string])[]) => stops.flatMap(([name]) => stopsAsReviewed[name] ?? [])
