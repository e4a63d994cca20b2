// The analytics event catalogue of §R3 (event names and their data), the page types and product
// categories of §R2 and the interaction sources of §R3. Plain constants and types, no
// zod: the browser imports this module on every page.

export const productCategories = ['accommodations', 'activities', 'dining', 'flights', 'mobility', 'tours'] as const
export type ProductCategory = (typeof productCategories)[number]

export const pageTypes = [
  'home',
  'search results',
  'offer details',
  'checkout',
  'confirmation',
  'reservation view',
  'cancellation review',
  'compare',
  'modify',
  'modify search results',
  'logout',
  'log in',
  'credentials sign-in',
  'provider sign-in',
  'token sign-in',
  'contact',
  'about',
  'business',
  'terms and conditions',
  'error 404',
  'error 500',
] as const
export type PageType = (typeof pageTypes)[number]

export const interactionSources = ['destination carousel', 'direct', 'filter', 'onsite search', 'sort', 'stepper', 'view change'] as const
export type InteractionSource = (typeof interactionSources)[number]

/** Checkout sections of §R2: accommodations (and tours) and car rental; flights add seats (§R3 flights checkout state). */
export const checkoutSteps = ['order details review', 'payment', 'summary', 'tour details', 'traveler information', 'vehicle summary', 'seat selection'] as const
export type CheckoutStep = (typeof checkoutSteps)[number]

/** Categories of the collector's query (§R7): page events, user events, errors. */
export const collectorCategories = ['analytics', 'error'] as const
export type CollectorCategory = (typeof collectorCategories)[number]

type Listing = { resultCount: number; destination?: string; source?: InteractionSource }
type Detail = { productId: string; source?: InteractionSource }
type Search = { destination?: string; startDate?: string; endDate?: string; travelers?: number; source?: InteractionSource }
type FlightSearch = Search & { origin?: string; cabin?: string }
type Booking = { productId?: string; reservationId?: string; totalAmount?: number; currency?: string; paymentMode?: string }
type Availability = { productId: string; available: boolean; startDate?: string; endDate?: string }
type NoResults = { destination?: string; filters?: string[] }

/** Every event name of §R3 with the shape of its data. */
export type AnalyticsEventMap = {
  'Activity Listing Viewed': Listing
  'Activity Detail Viewed': Detail
  'Activity Search': Search
  'Activity Booking Started': Booking
  'Activity Booking Completed': Booking
  'Activity Booking Cancelled': Booking
  'Activity Availability Checked': Availability
  'Activity Listing No Results Displayed': NoResults
  'Hotel Listing Viewed': Listing
  'Hotel Detail Viewed': Detail
  'Hotel Search': Search
  'Hotel Booking Started': Booking
  'Hotel Booking Completed': Booking
  'Hotel Booking Cancelled': Booking
  'Hotel Availability Checked': Availability
  'Hotel Listing No Results Displayed': NoResults
  'Dining Listing Viewed': Listing
  'Dining Detail Viewed': Detail
  'Dining Search': Search
  'Dining Booking Started': Booking
  'Dining Booking Completed': Booking
  'Dining Booking Cancelled': Booking
  'Flight Listing Viewed': Listing
  'Flight Detail Viewed': Detail
  'Flight Search': FlightSearch
  'Flight Booking Started': Booking
  'Flight Booking Completed': Booking
  'Flight Booking Cancelled': Booking
  'Flight Listing No Results Displayed': NoResults
  'Car Rental Booking Started': Booking
  'Car Rental Booking Completed': Booking
  'Vehicle Extras Displayed': { productId: string; extras: string[] }
  'Vehicle Listing Item Clicked': { productId: string; position: number }
  'Checkout Step Encountered': { step: CheckoutStep; productCategory?: ProductCategory }
  'Reservation Details Viewed': { reservationId: string; productType: string }
  'Reservation Trip Assigned': { reservationId: string; tripId: string }
  'Listing Filter Added': { filter: string; value: string; source: 'filter' }
  'Listing Filter Removed': { filter: string; value: string; source: 'filter' }
  'Sort Order Changed': { sort: string; previous?: string; source: 'sort' }
  'Page Load Started': { pageType?: PageType; productCategory?: ProductCategory; path: string; category?: CollectorCategory }
  'Page Load Completed': { pageType?: PageType; productCategory?: ProductCategory; path: string; durationMs: number; reason: 'debounce' | 'route change' | 'unload' }
  'User Detected': { loginStatus: 'logged in' | 'logged out' | 'guest'; hashedUserId?: string }
  'Error Message Presented': { message: string; pageType?: PageType; code?: string }
  'Navigation Link Click': { href: string; text: string }
  'Exit Link Click': { href: string; text: string }
}

export type AnalyticsEventName = keyof AnalyticsEventMap
export type AnalyticsEvent = { [Name in AnalyticsEventName]: { name: Name; data: AnalyticsEventMap[Name] } }[AnalyticsEventName]

// Written as an object so the compiler checks that the list and the map name the same events.
const eventNameSet: Record<AnalyticsEventName, true> = {
  'Activity Listing Viewed': true,
  'Activity Detail Viewed': true,
  'Activity Search': true,
  'Activity Booking Started': true,
  'Activity Booking Completed': true,
  'Activity Booking Cancelled': true,
  'Activity Availability Checked': true,
  'Activity Listing No Results Displayed': true,
  'Hotel Listing Viewed': true,
  'Hotel Detail Viewed': true,
  'Hotel Search': true,
  'Hotel Booking Started': true,
  'Hotel Booking Completed': true,
  'Hotel Booking Cancelled': true,
  'Hotel Availability Checked': true,
  'Hotel Listing No Results Displayed': true,
  'Dining Listing Viewed': true,
  'Dining Detail Viewed': true,
  'Dining Search': true,
  'Dining Booking Started': true,
  'Dining Booking Completed': true,
  'Dining Booking Cancelled': true,
  'Flight Listing Viewed': true,
  'Flight Detail Viewed': true,
  'Flight Search': true,
  'Flight Booking Started': true,
  'Flight Booking Completed': true,
  'Flight Booking Cancelled': true,
  'Flight Listing No Results Displayed': true,
  'Car Rental Booking Started': true,
  'Car Rental Booking Completed': true,
  'Vehicle Extras Displayed': true,
  'Vehicle Listing Item Clicked': true,
  'Checkout Step Encountered': true,
  'Reservation Details Viewed': true,
  'Reservation Trip Assigned': true,
  'Listing Filter Added': true,
  'Listing Filter Removed': true,
  'Sort Order Changed': true,
  'Page Load Started': true,
  'Page Load Completed': true,
  'User Detected': true,
  'Error Message Presented': true,
  'Navigation Link Click': true,
  'Exit Link Click': true,
}
export const analyticsEventNames = Object.keys(eventNameSet) as AnalyticsEventName[]

/** The body the browser posts to the collector (§R7). */
export type CollectorEnvelope = {
  timestamp: string
  environment: string
  eventData: Record<string, unknown>
  eventName: AnalyticsEventName
  serviceName: string
  sessionId?: string
  sitePackage: string
  source: string
  spanId: string
  traceId: string
  url: string
  userAgent: string
}
