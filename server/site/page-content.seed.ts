// Seeded page content: what a new user sees before an editor writes anything.
import { centsPerPoint as pointCents } from '@contracts/domain/points'
import type { PageContent } from '@contracts/site/page-content.schema'
import type { Database } from '../db/database.server'
import { pageContent } from '../db/schema'

const sessionDialogs: PageContent['dialogs'] = {
  sessionIsAboutToExpireDialog: {
    dialogTitle: 'Are you still there?',
    dialogText: 'For your security you will be signed out in {minutes}. Stay signed in to keep your search and checkout.',
    primaryButtonText: 'Sign out',
    secondaryButtonText: 'Stay signed in',
  },
  expiredSessionDialog: {
    dialogTitle: 'You have been signed out',
    dialogText: 'Your session ended after a period without activity. Sign in again to continue.',
    primaryButtonText: 'Sign in again',
  },
}

type Seeded = Record<string, { published: PageContent; draft?: PageContent }>

// What every checkout says by Book (§R2 conditionalTermsAndConditionsDisclaimers): conditions are
// 'always', 'member' and 'guest' (app/features/checkout/checkout-shell.tsx).
const checkoutDisclaimers: PageContent['conditionalTermsAndConditionsDisclaimers'] = [
  { condition: 'always', text: 'By booking you agree to the supplier’s terms and to the Rewards Travel terms of use.' },
  { condition: 'member', text: 'Points used for this booking are taken from your balance when the booking is confirmed, and returned if you cancel within the free-cancellation period.' },
  { condition: 'guest', text: 'Booking as a guest: sign in before you book to earn points on this trip.' },
]
// What a point pays for, stated from the value the upstream charges with (issue 36 item 1: one truth per number).
export const centsPerPoint = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(pointCents)
const paymentsBanner = {
  id: 'pay-with-points',
  title: 'Pay with card, points or both',
  body: `Split the price between your card and your points; each point is worth ${centsPerPoint} cents towards travel.`,
}
// The documents behind the checkout's info buttons (app/features/checkout: the payment and trip protection sections).
const checkoutInfoTooltips: PageContent['infoTooltips'] = [
  {
    name: 'payment-methods',
    document: `Card charges the whole price to your card. Points pays it from your balance, each point worth ${centsPerPoint} cents. Both lets you choose how many points to use and charges the rest to your card.`,
  },
  {
    name: 'trip-protection',
    document: 'Trip protection is optional cover for what a cancellation costs you. Its premium is charged to your card, even when you pay the booking with points, and is not refunded if you cancel, even free of charge.',
  },
]
const checkout = (benefitsDescription: string): PageContent => ({
  paymentsBanner,
  benefitsDescription,
  conditionalTermsAndConditionsDisclaimers: checkoutDisclaimers,
  infoTooltips: checkoutInfoTooltips,
})
const crossSellCar = {
  id: 'add-a-car',
  title: 'Add a car to your trip',
  body: 'Pick up at the airport when you land and earn points on the rental.',
  link: { label: 'Rent a car', href: '/mobility/' },
}

// The pages of each line (their ids: app/features/page-content/page-content.ts), one row each.
const linePageContent: Seeded = {
  accommodations: {
    published: {
      documentTitle: 'Hotels with points · Rewards Travel',
      documentDescription: 'Search hotels worldwide and pay with your card, your points, or both.',
      singleLineText: 'Card members earn 5X points on prepaid hotels.',
      featuredOffers: [
        { id: 'hotels-fourth-night', title: 'A fourth night on us', body: 'Stay four nights at selected hotels in Lisbon and pay for three.', link: { label: 'Search Lisbon hotels', href: '/accommodations/?destination=Lisbon' } },
        { id: 'hotels-ski-weeks', months: [12, 1, 2], title: 'Ski weeks near Munich', body: 'Hotels an hour from the slopes of the Bavarian Alps, with breakfast included.', link: { label: 'Search Munich hotels', href: '/accommodations/?destination=Munich' } },
        { id: 'hotels-summer-terraces', months: [6, 7, 8], title: 'Rooftop terraces for summer', body: 'Hotels with pools and terraces in Barcelona and Rome.', link: { label: 'Search Barcelona hotels', href: '/accommodations/?destination=Barcelona' } },
      ],
    },
  },
  flights: {
    published: {
      featuredOffers: [
        { id: 'flights-3x', title: 'Earn 3X points on flights', body: 'Card members earn three points per dollar on fares booked here, on every cabin.', link: { label: 'Search flights to London', href: '/flights/?origin=JFK&destination=LHR' } },
      ],
    },
  },
  mobility: {
    published: {
      featuredOffers: [
        { id: 'cars-airport-and-town', title: 'At the airport or in town', body: 'Compare airport counters and city offices, each car with its total for the rental.', link: { label: 'Rent a car in Orlando', href: '/mobility/?pickUpLocation=Orlando' } },
      ],
    },
  },
  tours: {
    published: {
      featuredOffers: [
        { id: 'tours-rome', title: 'Rome, skip the line', body: 'Guided tours of the Vatican Museums and the Colosseum with early entry.', link: { label: 'Find tours in Rome', href: '/tours/?destination=Rome' } },
        { id: 'tours-northern-lights', months: [11, 12, 1, 2], title: 'Winter lights and markets', body: 'Evening walks past the Christmas markets and lights of Vienna and Prague.', link: { label: 'Find tours in Prague', href: '/tours/?destination=Prague' } },
      ],
    },
  },
  'accommodations.search-results': {
    published: {
      documentTitle: 'Hotel results · Rewards Travel',
      documentDescription: 'Hotels for your dates, with prices for the whole stay and points you earn.',
      // No hotel of the catalogue is in a collection with a property credit, and no booking carries one: a banner
      // promising "hotels marked Hotel Collection" beside cards none of which is marked is not shown (issue 36, fourth pass item 4).
      banners: [
        {
          id: 'hotel-whole-price',
          title: 'The whole stay’s price up front',
          body: 'Each hotel shows its total with taxes and fees; what you pay now and anything due at the hotel are shown beside it.',
        },
      ],
      earnPointsBadges: [{ productType: 'HOTEL', text: 'Earn 5X points' }],
      savedAmountBadges: [{ productType: 'HOTEL', text: 'Long-stay saving included' }],
    },
    draft: {
      documentTitle: 'Hotel results · Rewards Travel',
      documentDescription: 'Hotels for your dates, with prices for the whole stay and points you earn.',
      banners: [
        {
          id: 'winter-hotels',
          title: 'Winter preview: 10X points on hotels in the Alps',
          body: 'Draft campaign, not yet published.',
        },
      ],
      earnPointsBadges: [{ productType: 'HOTEL', text: 'Earn 10X points' }],
      savedAmountBadges: [{ productType: 'HOTEL', text: 'Long-stay saving included' }],
    },
  },
  'accommodations.offer': {
    published: {
      documentDescription: 'Rooms and rates for your stay, with the cancellation terms of each rate.',
      freeBookingCancelationLabel: 'Free cancellation: change your mind at no cost before the deadline shown',
      supplierBanner: {
        id: 'hotel-supplier',
        title: 'Booked with the hotel’s own rates',
        body: 'Prices come straight from the hotel and include taxes and fees; anything due at the property is shown by the rate.',
      },
      hotelPartnerLoyaltyBanner: {
        id: 'hotel-partner-loyalty',
        title: 'Earn hotel loyalty points too',
        body: 'At partner hotels, add your hotel loyalty number at checkout to earn the hotel’s points on top of ours.',
      },
    },
  },
  'accommodations.checkout': {
    published: {
      ...checkout('Card members earn 5X points on what a prepaid stay charges to the card.'),
      freeBookingCancelationLabel: 'Free cancellation: change your mind at no cost before the deadline shown',
      loyaltyCardNumberInput: { label: 'Hotel loyalty number (optional)', helperText: 'The hotel adds its loyalty points to this number after your stay.' },
    },
  },
  'accommodations.confirmation': { published: { banners: [crossSellCar] } },
  'flights.search-results': {
    published: {
      documentTitle: 'Flight results · Rewards Travel',
      documentDescription: 'Flights for your dates with each fare’s bags, changes and refunds.',
      iapFareBanner: {
        id: 'iap-fares',
        title: 'Insider fares',
        body: 'Card members get lower fares on selected flights in premium cabins; they are marked in the fares.',
      },
    },
  },
  'flights.checkout': { published: checkout('Your card covers trip delay and lost baggage when you pay at least part of the fare with it.') },
  'flights.confirmation': { published: { banners: [crossSellCar] } },
  'mobility.search-results': {
    published: {
      documentTitle: 'Car rental results · Rewards Travel',
      documentDescription: 'Cars from leading suppliers, with the total for your rental and what is included.',
      // No tier makes an extra free (the car page charges every extra), so no banner promises one (issue 36 item 8).
      banners: [{ id: 'car-whole-price', title: 'The whole price up front', body: 'Each car shows its total with taxes and fees; extras such as a second driver are priced on the car’s page.' }],
    },
  },
  'mobility.offer': {
    published: {
      freeBookingCancelationLabel: 'Flexible booking: cancel free of charge before the deadline shown',
      supplierBanner: { id: 'car-supplier', title: 'Secondary rental car cover', body: 'Pay for the rental with your card for cover against damage and theft.' },
    },
  },
  'mobility.checkout': { published: checkout('Pay with your card for secondary rental car cover.') },
  'dining.search-results': {
    published: {
      documentTitle: 'Restaurant results · Rewards Travel',
      documentDescription: 'Tables near you, with the points you earn at partner restaurants.',
      // What a booking here earns and what points pay, as the restaurant's card, page and checkout say (issue 36, fourth pass item 7):
      // the bill paid at the restaurant earns nothing here.
      banners: [
        {
          id: 'dining-3x',
          title: 'Earn 3X points at Rewards partner restaurants',
          body: `At a restaurant marked Rewards partner, card members earn 3 points per dollar of a deposit or set menu charged to the card here, or pay it with points, each worth ${centsPerPoint} cents. A bill paid at the restaurant earns no points here.`,
        },
      ],
    },
  },
  // True of every restaurant and every option: whether it is a partner and what is paid now come from the offer (issue 36 items 6, 7).
  'dining.offer': { published: { supplierBanner: { id: 'dining-confirmed', title: 'Confirmed by the restaurant', body: 'The restaurant holds your table; each option says what is paid now and what at the restaurant.' } } },
  'tours.search-results': {
    published: {
      documentTitle: 'Tours and activities · Rewards Travel',
      documentDescription: 'Tours, tickets and activities with free cancellation on most.',
      banners: [{ id: 'tours-skip', title: 'Skip the line at top sights', body: 'Many tours include early entry; look for it in the description.' }],
    },
  },
  'tours.offer': { published: { freeBookingCancelationLabel: 'Flexible booking: cancel free of charge before the deadline shown', supplierBanner: { id: 'tour-supplier', title: 'Run by a local operator', body: 'Your voucher and meeting point come from the operator after booking.' } } },
  'tours.checkout': { published: checkout('Points earned on tours appear in your balance after the activity.') },
  'transport.search-results': {
    published: {
      documentTitle: 'Transfers and transport · Rewards Travel',
      documentDescription: 'Airport transfers and rides booked ahead, paid with card or points.',
      banners: [{ id: 'transfers-meet', title: 'Met at arrivals', body: 'Your driver waits with a name sign and tracks your flight.' }],
    },
  },
  'transport.offer': { published: { freeBookingCancelationLabel: 'Flexible booking: cancel free of charge before the deadline shown', supplierBanner: { id: 'transport-supplier', title: 'Licensed local drivers', body: 'Every transfer is run by a licensed local company.' } } },
  'transport.checkout': { published: checkout('Points cannot be earned on transport; pay with points to keep your card for the rest of the trip.') },
  'dining.checkout': { published: checkout('Card members earn 3X points on what a Rewards partner restaurant’s booking charges to the card here, and 1X at other restaurants.') },
  'my-trips': {
    published: {
      bannerBlock: { id: 'trips-help', title: 'Plans changed?', body: 'Open a booking to change or cancel it; its free-cancellation deadline is shown there.' },
      remoteComponents: [
        { id: 'trips-app', kind: 'notice', props: { title: 'Your trips on the go', text: 'Bookings made here also appear in the card’s mobile app.' } },
        { id: 'trips-find', kind: 'promo-link', props: { label: 'Booked as a guest? Find a booking', href: '/reservations/find' } },
      ],
    },
  },
  // A banner of the reservation page, shown while the stay can still change (not above a cancelled one).
  'reservations.view.hotel': { published: { banners: [{ id: 'hotel-change', title: 'Plans changed?', body: 'Change the dates or guests of your stay, or cancel it; what each costs follows your rate.' }] } },
}

export const seededPageContent: Seeded = {
  default: {
    published: {
      documentTitle: 'Rewards Travel',
      documentDescription: 'Search and book hotels, dining, flights, car rental, tours and transport. Pay with card, points or both.',
      previewImage: '/images/social-preview.png',
      dialogs: sessionDialogs,
      free24Cancellation: 'Free cancellation within 24 hours of booking on every fare, Basic included, until the day of the first flight; after that, each fare’s own terms.',
      // A label beside an offer's own cancellation rule states no rule of its own: every free cancellation
      // here ends at a deadline the offer gives (issue 36, third pass item 4: "cancel free" beside a car that keeps a day's charge).
      freeBookingCancelationLabel: 'Free cancellation before the deadline shown',
      baggageInformationMessage: 'Baggage allowances are set by the airline and shown for each fare.',
      links: [
        { label: 'Terms and conditions', href: '#show_terms_conditions_modal' },
        { label: 'Find a booking', href: '/reservations/find' },
      ],
      menu: [
        { label: 'Hotels', href: '/accommodations/' },
        { label: 'Flights', href: '/flights/' },
        { label: 'Car rental', href: '/mobility/' },
        { label: 'Dining', href: '/dining/' },
        { label: 'Tours', href: '/tours/' },
        { label: 'Transport', href: '/transport/' },
      ],
      interstitialImage: { src: '/images/content/booking-interstitial.svg', alt: 'Rewards Travel' },
    },
  },
  ...linePageContent,
  home: {
    published: {
      documentTitle: 'Rewards Travel: hotels, flights, cars and more with points',
      documentDescription: 'Book hotels, dining, flights, car rental, tours and transport. Pay with your card, your points, or both.',
      pointsMultiplierBanners: [
        {
          id: 'hotels-5x',
          title: 'Earn 5X points on prepaid hotels',
          body: 'Card members earn five points per dollar on prepaid hotels booked here, on top of any hotel loyalty points.',
          link: { label: 'Find a hotel', href: '/accommodations/' },
        },
      ],
      // Featured offers: the carousel under the search widget.
      featuredOffers: [
        { id: 'lisbon-spring', months: [3, 4, 5], image: { src: '/images/scenes/old-town-2.svg', alt: 'Old town houses with red roofs below a clock tower' }, title: 'Lisbon in spring', body: 'Riverside hotels from $139 a night, with a fourth night free on selected stays.', link: { label: 'Search Lisbon hotels', href: '/accommodations/?destination=Lisbon' } },
        { id: 'tokyo-points', image: { src: '/images/scenes/city-3.svg', alt: 'A city skyline over a river with a bridge' }, title: 'Tokyo with points', body: 'Use points for part of your stay and pay the rest by card.', link: { label: 'Search Tokyo hotels', href: '/accommodations/?destination=Tokyo' } },
        { id: 'new-york-weekend', image: { src: '/images/scenes/city-5.svg', alt: 'Tall buildings along a river crossed by a bridge' }, title: 'A weekend in New York', body: 'Two nights near Central Park, and 3X points on dining in the city.', link: { label: 'Find a table', href: '/dining/?destination=New+York' } },
        { id: 'coast-drive', image: { src: '/images/scenes/coast-1.svg', alt: 'A beach with a sailing boat and a palm tree' }, title: 'Drive the Pacific coast', body: 'SUVs and hybrids from San Francisco, taxes included in the total; extras you add are priced before you book.', link: { label: 'Rent a car', href: '/mobility/?pickUpLocation=San+Francisco' } },
        { id: 'rome-tours', image: { src: '/images/scenes/museum-1.svg', alt: 'A museum with stone columns under a pediment' }, title: 'Rome, skip the line', body: 'Guided tours of the Vatican Museums and the Colosseum with early entry.', link: { label: 'Find tours', href: '/tours/?destination=Rome' } },
      ],
      crossSell: [
        { id: 'car-with-flight', title: 'Add a car to your trip', body: 'Pick up at the airport when you land and earn points on the rental.', link: { label: 'Rent a car', href: '/mobility/' } },
        { id: 'dining-at-destination', title: 'Reserve a table where you are going', body: 'Book dining at your destination before you leave.', link: { label: 'Find a table', href: '/dining/' } },
        { id: 'airport-transfer', title: 'Get from the airport to your hotel', body: 'A driver waiting at arrivals, booked with your points.', link: { label: 'Book a transfer', href: '/transport/' } },
      ],
      insiderTips: [
        { id: 'tokyo-rail', title: 'Tokyo: ride the rails', body: 'A rechargeable transit card covers trains, subways and many buses, and saves queuing for tickets.', destination: 'Tokyo' },
        { id: 'lisbon-trams', title: 'Lisbon: go early for Tram 28', body: 'The classic route is calm before 9am; after that, walk the Alfama instead.', destination: 'Lisbon' },
        { id: 'nyc-museums', title: 'New York: museum evenings', body: 'Several major museums stay open late on Fridays, with fewer crowds than at the weekend.', destination: 'New York' },
      ],
      marketingBanners: {
        Tikety_Marketing_Banner: { id: 'tikety', title: 'Tickets for shows and attractions', body: 'Skip the line at top attractions with Tikety passes.' },
        Uber_Marketing_Banner: { id: 'uber', title: 'Ride to your hotel', body: 'Link your account and earn points on airport rides.' },
      },
    },
    draft: {
      documentTitle: 'Rewards Travel: winter getaways with points',
      documentDescription: 'Winter sale preview: hotels, flights and cars with bonus points.',
      pointsMultiplierBanners: [
        {
          id: 'winter-10x',
          title: 'Winter preview: earn 10X points on prepaid hotels',
          body: 'Draft campaign, not yet published.',
          link: { label: 'Find a hotel', href: '/accommodations/' },
        },
      ],
    },
  },
}

export async function seedPageContent(db: Database) {
  const rows = Object.entries(seededPageContent).flatMap(([page, versions]) => [
    { page, locale: 'en-US', version: 'published' as const, data: versions.published },
    ...(versions.draft ? [{ page, locale: 'en-US', version: 'draft' as const, data: versions.draft }] : []),
  ])
  await db.insert(pageContent).values(rows).onConflictDoNothing()
}
