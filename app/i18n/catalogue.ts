// Every message of every locale, by namespace. The modules are small and local, so they are bundled
// rather than fetched; `loadMessages` still reads them through a reader so another source can replace it.
import type { Locale } from './locales'
import { account as enGbAccount } from './messages/en-gb/account'
import { auth as enGbAuth } from './messages/en-gb/auth'
import { checkout as enGbCheckout } from './messages/en-gb/checkout'
import { checkoutParts as enGbCheckoutParts } from './messages/en-gb/checkout-parts'
import { common as enGbCommon } from './messages/en-gb/common'
import { errors as enGbErrors } from './messages/en-gb/errors'
import { home as enGbHome } from './messages/en-gb/home'
import { reservations as enGbReservations } from './messages/en-gb/reservations'
import { search as enGbSearch } from './messages/en-gb/search'
import { sessionAlerts as enGbSessionAlerts } from './messages/en-gb/session-alerts'
import { titles as enGbTitles } from './messages/en-gb/titles'
import { car as enGbCar } from './messages/en-gb/car'
import { dining as enGbDining } from './messages/en-gb/dining'
import { activity as enGbActivity } from './messages/en-gb/activity'
import { hotel as enGbHotel } from './messages/en-gb/hotel'
import { air as enGbAir } from './messages/en-gb/air'
import { trips as enGbTrips } from './messages/en-gb/trips'
import { lines as enGbLines } from './messages/en-gb/lines'
import { partnerResources as enGbPartnerResources } from './messages/en-gb/partner-resources'
import { session as enGbSession } from './messages/en-gb/session'
import { apiDocs as enGbApiDocs } from './messages/en-gb/api-docs'
import { activityBooking as enGbActivityBooking } from './messages/en-gb/activity-booking'
import { carBooking as enGbCarBooking } from './messages/en-gb/car-booking'
import { diningBooking as enGbDiningBooking } from './messages/en-gb/dining-booking'
import { hotelBooking as enGbHotelBooking } from './messages/en-gb/hotel-booking'
import { airBooking as enGbAirBooking } from './messages/en-gb/air-booking'
import { activityTrip as enGbActivityTrip } from './messages/en-gb/activity-trip'
import { diningTrip as enGbDiningTrip } from './messages/en-gb/dining-trip'
import { carTrip as enGbCarTrip } from './messages/en-gb/car-trip'
import { hotelTrip as enGbHotelTrip } from './messages/en-gb/hotel-trip'
import { hotelRates as enGbHotelRates } from './messages/en-gb/hotel-rates'
import { cancellationTerms as enGbCancellationTerms } from './messages/en-gb/cancellation-terms'
import { cancellationAnswers as enGbCancellationAnswers } from './messages/en-gb/cancellation-answers'
import { airFares as enGbAirFares } from './messages/en-gb/air-fares'
import { activityTerms as enGbActivityTerms } from './messages/en-gb/activity-terms'
import { airTrip as enGbAirTrip } from './messages/en-gb/air-trip'
import { debug as enGbDebug } from './messages/en-gb/debug'
import { dialogs as enGbDialogs } from './messages/en-gb/dialogs'
import { widgets as enGbWidgets } from './messages/en-gb/widgets'
import { landing as enGbLanding } from './messages/en-gb/landing'
import { landingHeads as enGbLandingHeads } from './messages/en-gb/landing-heads'
import { ui as enGbUi } from './messages/en-gb/ui'
import { reviews as enGbReviews } from './messages/en-gb/reviews'
import { shell as enGbShell } from './messages/en-gb/shell'
import { account as enUsAccount } from './messages/en-us/account'
import { auth as enUsAuth } from './messages/en-us/auth'
import { checkout as enUsCheckout } from './messages/en-us/checkout'
import { checkoutParts as enUsCheckoutParts } from './messages/en-us/checkout-parts'
import { common as enUsCommon } from './messages/en-us/common'
import { errors as enUsErrors } from './messages/en-us/errors'
import { home as enUsHome } from './messages/en-us/home'
import { reservations as enUsReservations } from './messages/en-us/reservations'
import { search as enUsSearch } from './messages/en-us/search'
import { sessionAlerts as enUsSessionAlerts } from './messages/en-us/session-alerts'
import { titles as enUsTitles } from './messages/en-us/titles'
import { car as enUsCar } from './messages/en-us/car'
import { dining as enUsDining } from './messages/en-us/dining'
import { activity as enUsActivity } from './messages/en-us/activity'
import { hotel as enUsHotel } from './messages/en-us/hotel'
import { air as enUsAir } from './messages/en-us/air'
import { trips as enUsTrips } from './messages/en-us/trips'
import { lines as enUsLines } from './messages/en-us/lines'
import { partnerResources as enUsPartnerResources } from './messages/en-us/partner-resources'
import { session as enUsSession } from './messages/en-us/session'
import { apiDocs as enUsApiDocs } from './messages/en-us/api-docs'
import { activityBooking as enUsActivityBooking } from './messages/en-us/activity-booking'
import { carBooking as enUsCarBooking } from './messages/en-us/car-booking'
import { diningBooking as enUsDiningBooking } from './messages/en-us/dining-booking'
import { hotelBooking as enUsHotelBooking } from './messages/en-us/hotel-booking'
import { airBooking as enUsAirBooking } from './messages/en-us/air-booking'
import { activityTrip as enUsActivityTrip } from './messages/en-us/activity-trip'
import { diningTrip as enUsDiningTrip } from './messages/en-us/dining-trip'
import { carTrip as enUsCarTrip } from './messages/en-us/car-trip'
import { hotelTrip as enUsHotelTrip } from './messages/en-us/hotel-trip'
import { hotelRates as enUsHotelRates } from './messages/en-us/hotel-rates'
import { cancellationTerms as enUsCancellationTerms } from './messages/en-us/cancellation-terms'
import { cancellationAnswers as enUsCancellationAnswers } from './messages/en-us/cancellation-answers'
import { airFares as enUsAirFares } from './messages/en-us/air-fares'
import { activityTerms as enUsActivityTerms } from './messages/en-us/activity-terms'
import { airTrip as enUsAirTrip } from './messages/en-us/air-trip'
import { debug as enUsDebug } from './messages/en-us/debug'
import { dialogs as enUsDialogs } from './messages/en-us/dialogs'
import { widgets as enUsWidgets } from './messages/en-us/widgets'
import { landing as enUsLanding } from './messages/en-us/landing'
import { landingHeads as enUsLandingHeads } from './messages/en-us/landing-heads'
import { ui as enUsUi } from './messages/en-us/ui'
import { reviews as enUsReviews } from './messages/en-us/reviews'
import { shell as enUsShell } from './messages/en-us/shell'

const enUs = {
  common: enUsCommon,
  errors: enUsErrors,
  auth: enUsAuth,
  home: enUsHome,
  search: enUsSearch,
  shell: enUsShell,
  checkout: enUsCheckout,
  'checkout-parts': enUsCheckoutParts,
  'session-alerts': enUsSessionAlerts,
  ui: enUsUi,
  reviews: enUsReviews,
  reservations: enUsReservations,
  titles: enUsTitles,
  car: enUsCar,
  dining: enUsDining,
  activity: enUsActivity,
  hotel: enUsHotel,
  air: enUsAir,
  trips: enUsTrips,
  lines: enUsLines,
  'partner-resources': enUsPartnerResources,
  session: enUsSession,
  account: enUsAccount,
  debug: enUsDebug,
  dialogs: enUsDialogs,
  widgets: enUsWidgets,
  landing: enUsLanding,
  'landing-heads': enUsLandingHeads,
  'air-trip': enUsAirTrip,
  'hotel-trip': enUsHotelTrip,
  'hotel-rates': enUsHotelRates,
  'cancellation-terms': enUsCancellationTerms,
  'cancellation-answers': enUsCancellationAnswers,
  'air-fares': enUsAirFares,
  'activity-terms': enUsActivityTerms,
  'car-trip': enUsCarTrip,
  'dining-trip': enUsDiningTrip,
  'activity-trip': enUsActivityTrip,
  'air-booking': enUsAirBooking,
  'hotel-booking': enUsHotelBooking,
  'dining-booking': enUsDiningBooking,
  'car-booking': enUsCarBooking,
  'activity-booking': enUsActivityBooking,
  'api-docs': enUsApiDocs,
}
type EnUs = typeof enUs

export type Namespace = keyof EnUs
export const namespaces = Object.keys(enUs) as Namespace[]

/** A message's full key: `namespace:dotted.name`, e.g. `common:banners.site-level-error`. */
export type MessageKey = { [N in Namespace]: `${N}:${Extract<keyof EnUs[N], string>}` }[Namespace]

type LocaleCatalogue = { [N in Namespace]: Record<keyof EnUs[N], string> }

export const catalogue: Record<Locale, LocaleCatalogue> = {
  'en-US': enUs,
  'en-GB': {
    common: enGbCommon,
    errors: enGbErrors,
    auth: enGbAuth,
    home: enGbHome,
    search: enGbSearch,
    shell: enGbShell,
    checkout: enGbCheckout,
    'checkout-parts': enGbCheckoutParts,
    'session-alerts': enGbSessionAlerts,
    ui: enGbUi,
    reviews: enGbReviews,
    reservations: enGbReservations,
    titles: enGbTitles,
    car: enGbCar,
    dining: enGbDining,
    activity: enGbActivity,
    hotel: enGbHotel,
    air: enGbAir,
    trips: enGbTrips,
    lines: enGbLines,
    'partner-resources': enGbPartnerResources,
    session: enGbSession,
    account: enGbAccount,
    debug: enGbDebug,
    dialogs: enGbDialogs,
    widgets: enGbWidgets,
    landing: enGbLanding,
    'landing-heads': enGbLandingHeads,
    'air-trip': enGbAirTrip,
    'hotel-trip': enGbHotelTrip,
    'hotel-rates': enGbHotelRates,
    'cancellation-terms': enGbCancellationTerms,
    'cancellation-answers': enGbCancellationAnswers,
    'air-fares': enGbAirFares,
    'activity-terms': enGbActivityTerms,
    'car-trip': enGbCarTrip,
    'dining-trip': enGbDiningTrip,
    'activity-trip': enGbActivityTrip,
    'air-booking': enGbAirBooking,
    'hotel-booking': enGbHotelBooking,
    'dining-booking': enGbDiningBooking,
    'car-booking': enGbCarBooking,
    'activity-booking': enGbActivityBooking,
    'api-docs': enGbApiDocs,
  },
}
