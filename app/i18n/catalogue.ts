// Generated from the message folders (app/i18n/messages/<locale>/<namespace>.ts) by `npm run generate`; do not edit.
// Every message of every locale, by namespace. The modules are small and local, so they are bundled
// rather than fetched; `loadMessages` still reads them through a reader so another source can replace it.
import type { Locale } from './locales'
import { account as enGbAccount } from './messages/en-gb/account'
import { activity as enGbActivity } from './messages/en-gb/activity'
import { activityBooking as enGbActivityBooking } from './messages/en-gb/activity-booking'
import { activityTerms as enGbActivityTerms } from './messages/en-gb/activity-terms'
import { activityTrip as enGbActivityTrip } from './messages/en-gb/activity-trip'
import { air as enGbAir } from './messages/en-gb/air'
import { airBooking as enGbAirBooking } from './messages/en-gb/air-booking'
import { airFares as enGbAirFares } from './messages/en-gb/air-fares'
import { airTrip as enGbAirTrip } from './messages/en-gb/air-trip'
import { apiDocs as enGbApiDocs } from './messages/en-gb/api-docs'
import { auth as enGbAuth } from './messages/en-gb/auth'
import { cancellationAnswers as enGbCancellationAnswers } from './messages/en-gb/cancellation-answers'
import { cancellationTerms as enGbCancellationTerms } from './messages/en-gb/cancellation-terms'
import { car as enGbCar } from './messages/en-gb/car'
import { carBooking as enGbCarBooking } from './messages/en-gb/car-booking'
import { carTrip as enGbCarTrip } from './messages/en-gb/car-trip'
import { checkout as enGbCheckout } from './messages/en-gb/checkout'
import { checkoutParts as enGbCheckoutParts } from './messages/en-gb/checkout-parts'
import { common as enGbCommon } from './messages/en-gb/common'
import { debug as enGbDebug } from './messages/en-gb/debug'
import { dialogs as enGbDialogs } from './messages/en-gb/dialogs'
import { dining as enGbDining } from './messages/en-gb/dining'
import { diningBooking as enGbDiningBooking } from './messages/en-gb/dining-booking'
import { diningTrip as enGbDiningTrip } from './messages/en-gb/dining-trip'
import { errors as enGbErrors } from './messages/en-gb/errors'
import { home as enGbHome } from './messages/en-gb/home'
import { hotel as enGbHotel } from './messages/en-gb/hotel'
import { hotelBooking as enGbHotelBooking } from './messages/en-gb/hotel-booking'
import { hotelRates as enGbHotelRates } from './messages/en-gb/hotel-rates'
import { hotelTrip as enGbHotelTrip } from './messages/en-gb/hotel-trip'
import { landing as enGbLanding } from './messages/en-gb/landing'
import { landingHeads as enGbLandingHeads } from './messages/en-gb/landing-heads'
import { lines as enGbLines } from './messages/en-gb/lines'
import { partnerResources as enGbPartnerResources } from './messages/en-gb/partner-resources'
import { reservations as enGbReservations } from './messages/en-gb/reservations'
import { reviews as enGbReviews } from './messages/en-gb/reviews'
import { search as enGbSearch } from './messages/en-gb/search'
import { session as enGbSession } from './messages/en-gb/session'
import { sessionAlerts as enGbSessionAlerts } from './messages/en-gb/session-alerts'
import { shell as enGbShell } from './messages/en-gb/shell'
import { titles as enGbTitles } from './messages/en-gb/titles'
import { trips as enGbTrips } from './messages/en-gb/trips'
import { ui as enGbUi } from './messages/en-gb/ui'
import { widgets as enGbWidgets } from './messages/en-gb/widgets'
import { account as enUsAccount } from './messages/en-us/account'
import { activity as enUsActivity } from './messages/en-us/activity'
import { activityBooking as enUsActivityBooking } from './messages/en-us/activity-booking'
import { activityTerms as enUsActivityTerms } from './messages/en-us/activity-terms'
import { activityTrip as enUsActivityTrip } from './messages/en-us/activity-trip'
import { air as enUsAir } from './messages/en-us/air'
import { airBooking as enUsAirBooking } from './messages/en-us/air-booking'
import { airFares as enUsAirFares } from './messages/en-us/air-fares'
import { airTrip as enUsAirTrip } from './messages/en-us/air-trip'
import { apiDocs as enUsApiDocs } from './messages/en-us/api-docs'
import { auth as enUsAuth } from './messages/en-us/auth'
import { cancellationAnswers as enUsCancellationAnswers } from './messages/en-us/cancellation-answers'
import { cancellationTerms as enUsCancellationTerms } from './messages/en-us/cancellation-terms'
import { car as enUsCar } from './messages/en-us/car'
import { carBooking as enUsCarBooking } from './messages/en-us/car-booking'
import { carTrip as enUsCarTrip } from './messages/en-us/car-trip'
import { checkout as enUsCheckout } from './messages/en-us/checkout'
import { checkoutParts as enUsCheckoutParts } from './messages/en-us/checkout-parts'
import { common as enUsCommon } from './messages/en-us/common'
import { debug as enUsDebug } from './messages/en-us/debug'
import { dialogs as enUsDialogs } from './messages/en-us/dialogs'
import { dining as enUsDining } from './messages/en-us/dining'
import { diningBooking as enUsDiningBooking } from './messages/en-us/dining-booking'
import { diningTrip as enUsDiningTrip } from './messages/en-us/dining-trip'
import { errors as enUsErrors } from './messages/en-us/errors'
import { home as enUsHome } from './messages/en-us/home'
import { hotel as enUsHotel } from './messages/en-us/hotel'
import { hotelBooking as enUsHotelBooking } from './messages/en-us/hotel-booking'
import { hotelRates as enUsHotelRates } from './messages/en-us/hotel-rates'
import { hotelTrip as enUsHotelTrip } from './messages/en-us/hotel-trip'
import { landing as enUsLanding } from './messages/en-us/landing'
import { landingHeads as enUsLandingHeads } from './messages/en-us/landing-heads'
import { lines as enUsLines } from './messages/en-us/lines'
import { partnerResources as enUsPartnerResources } from './messages/en-us/partner-resources'
import { reservations as enUsReservations } from './messages/en-us/reservations'
import { reviews as enUsReviews } from './messages/en-us/reviews'
import { search as enUsSearch } from './messages/en-us/search'
import { session as enUsSession } from './messages/en-us/session'
import { sessionAlerts as enUsSessionAlerts } from './messages/en-us/session-alerts'
import { shell as enUsShell } from './messages/en-us/shell'
import { titles as enUsTitles } from './messages/en-us/titles'
import { trips as enUsTrips } from './messages/en-us/trips'
import { ui as enUsUi } from './messages/en-us/ui'
import { widgets as enUsWidgets } from './messages/en-us/widgets'

const enUs = {
  account: enUsAccount,
  activity: enUsActivity,
  'activity-booking': enUsActivityBooking,
  'activity-terms': enUsActivityTerms,
  'activity-trip': enUsActivityTrip,
  air: enUsAir,
  'air-booking': enUsAirBooking,
  'air-fares': enUsAirFares,
  'air-trip': enUsAirTrip,
  'api-docs': enUsApiDocs,
  auth: enUsAuth,
  'cancellation-answers': enUsCancellationAnswers,
  'cancellation-terms': enUsCancellationTerms,
  car: enUsCar,
  'car-booking': enUsCarBooking,
  'car-trip': enUsCarTrip,
  checkout: enUsCheckout,
  'checkout-parts': enUsCheckoutParts,
  common: enUsCommon,
  debug: enUsDebug,
  dialogs: enUsDialogs,
  dining: enUsDining,
  'dining-booking': enUsDiningBooking,
  'dining-trip': enUsDiningTrip,
  errors: enUsErrors,
  home: enUsHome,
  hotel: enUsHotel,
  'hotel-booking': enUsHotelBooking,
  'hotel-rates': enUsHotelRates,
  'hotel-trip': enUsHotelTrip,
  landing: enUsLanding,
  'landing-heads': enUsLandingHeads,
  lines: enUsLines,
  'partner-resources': enUsPartnerResources,
  reservations: enUsReservations,
  reviews: enUsReviews,
  search: enUsSearch,
  session: enUsSession,
  'session-alerts': enUsSessionAlerts,
  shell: enUsShell,
  titles: enUsTitles,
  trips: enUsTrips,
  ui: enUsUi,
  widgets: enUsWidgets,
}
type Base = typeof enUs

export type Namespace = keyof Base
export const namespaces = Object.keys(enUs) as Namespace[]

/** A message's full key: `namespace:dotted.name`, e.g. `common:banners.site-level-error`. */
export type MessageKey = { [N in Namespace]: `${N}:${Extract<keyof Base[N], string>}` }[Namespace]

type LocaleCatalogue = { [N in Namespace]: Record<keyof Base[N], string> }

export const catalogue: Record<Locale, LocaleCatalogue> = {
  'en-US': enUs,
  'en-GB': {
    account: enGbAccount,
    activity: enGbActivity,
    'activity-booking': enGbActivityBooking,
    'activity-terms': enGbActivityTerms,
    'activity-trip': enGbActivityTrip,
    air: enGbAir,
    'air-booking': enGbAirBooking,
    'air-fares': enGbAirFares,
    'air-trip': enGbAirTrip,
    'api-docs': enGbApiDocs,
    auth: enGbAuth,
    'cancellation-answers': enGbCancellationAnswers,
    'cancellation-terms': enGbCancellationTerms,
    car: enGbCar,
    'car-booking': enGbCarBooking,
    'car-trip': enGbCarTrip,
    checkout: enGbCheckout,
    'checkout-parts': enGbCheckoutParts,
    common: enGbCommon,
    debug: enGbDebug,
    dialogs: enGbDialogs,
    dining: enGbDining,
    'dining-booking': enGbDiningBooking,
    'dining-trip': enGbDiningTrip,
    errors: enGbErrors,
    home: enGbHome,
    hotel: enGbHotel,
    'hotel-booking': enGbHotelBooking,
    'hotel-rates': enGbHotelRates,
    'hotel-trip': enGbHotelTrip,
    landing: enGbLanding,
    'landing-heads': enGbLandingHeads,
    lines: enGbLines,
    'partner-resources': enGbPartnerResources,
    reservations: enGbReservations,
    reviews: enGbReviews,
    search: enGbSearch,
    session: enGbSession,
    'session-alerts': enGbSessionAlerts,
    shell: enGbShell,
    titles: enGbTitles,
    trips: enGbTrips,
    ui: enGbUi,
    widgets: enGbWidgets,
  },
}
