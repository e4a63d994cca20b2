// Seeded page content: what a new user sees before an editor writes anything.
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

export const seededPageContent: Record<string, { published: PageContent; draft?: PageContent }> = {
  default: {
    published: {
      documentTitle: 'Rewards Travel',
      documentDescription: 'Search and book hotels, dining, flights, car rental, tours and transport. Pay with card, points or both.',
      previewImage: '/images/placeholders/offer-large.svg',
      dialogs: sessionDialogs,
      free24Cancellation: 'Free cancellation within 24 hours of booking on most flights.',
      freeBookingCancelationLabel: 'Free cancellation',
      baggageInformationMessage: 'Baggage allowances are set by the airline and shown for each fare.',
      links: [
        { label: 'Terms and conditions', href: '#show_terms_conditions_modal' },
        { label: 'Privacy statement', href: '/privacy' },
      ],
    },
  },
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
        { id: 'lisbon-spring', title: 'Lisbon in spring', body: 'Riverside hotels from $139 a night, with a fourth night free on selected stays.', link: { label: 'Search Lisbon hotels', href: '/accommodations/?destination=Lisbon' } },
        { id: 'tokyo-points', title: 'Tokyo with points', body: 'Use points for part of your stay and pay the rest by card.', link: { label: 'Search Tokyo hotels', href: '/accommodations/?destination=Tokyo' } },
        { id: 'new-york-weekend', title: 'A weekend in New York', body: 'Two nights near Central Park, and 3X points on dining in the city.', link: { label: 'Find a table', href: '/dining/?destination=New+York' } },
        { id: 'coast-drive', title: 'Drive the Pacific coast', body: 'Convertibles and SUVs from San Francisco, with a free additional driver.', link: { label: 'Rent a car', href: '/mobility/?pickUpLocation=San+Francisco' } },
        { id: 'rome-tours', title: 'Rome, skip the line', body: 'Guided tours of the Vatican Museums and the Colosseum with early entry.', link: { label: 'Find tours', href: '/tours/?destination=Rome' } },
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
