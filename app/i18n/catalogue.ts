// Generated from the message folders (app/i18n/messages/<locale>/<file>.ts) by `npm run generate`; do not edit.
// Every message of every locale, by namespace. The modules are small and local, so they are bundled
// rather than fetched; `loadMessages` still reads them through a reader so another source can replace it.
import type { Locale } from './locales'
import { account as enGbAccount } from './messages/en-gb/account'
import { activity as enGbActivity } from './messages/en-gb/activity'
import { activityBooking as enGbActivityBooking } from './messages/en-gb/activity'
import { activityTerms as enGbActivityTerms } from './messages/en-gb/activity'
import { activityTrip as enGbActivityTrip } from './messages/en-gb/activity'
import { cancellationAnswers as enGbCancellationAnswersOfActivity } from './messages/en-gb/activity'
import { air as enGbAir } from './messages/en-gb/air'
import { airBooking as enGbAirBooking } from './messages/en-gb/air'
import { airTrip as enGbAirTrip } from './messages/en-gb/air'
import { cancellationAnswers as enGbCancellationAnswersOfAir } from './messages/en-gb/air'
import { lines as enGbLinesOfAir } from './messages/en-gb/air'
import { apiDocs as enGbApiDocs } from './messages/en-gb/api-docs'
import { auth as enGbAuth } from './messages/en-gb/auth'
import { cancellationAnswers as enGbCancellationAnswers } from './messages/en-gb/cancellation-answers'
import { cancellationTerms as enGbCancellationTerms } from './messages/en-gb/cancellation-terms'
import { cancellationAnswers as enGbCancellationAnswersOfCar } from './messages/en-gb/car'
import { carBooking as enGbCarBooking } from './messages/en-gb/car'
import { carTrip as enGbCarTrip } from './messages/en-gb/car'
import { checkout as enGbCheckout } from './messages/en-gb/checkout'
import { checkoutParts as enGbCheckoutParts } from './messages/en-gb/checkout-parts'
import { common as enGbCommon } from './messages/en-gb/common'
import { debug as enGbDebug } from './messages/en-gb/debug'
import { dialogs as enGbDialogs } from './messages/en-gb/dialogs'
import { cancellationAnswers as enGbCancellationAnswersOfDining } from './messages/en-gb/dining'
import { diningTrip as enGbDiningTrip } from './messages/en-gb/dining'
import { errors as enGbErrors } from './messages/en-gb/errors'
import { home as enGbHome } from './messages/en-gb/home'
import { cancellationAnswers as enGbCancellationAnswersOfHotel } from './messages/en-gb/hotel'
import { hotel as enGbHotel } from './messages/en-gb/hotel'
import { hotelRates as enGbHotelRates } from './messages/en-gb/hotel'
import { hotelTrip as enGbHotelTrip } from './messages/en-gb/hotel'
import { reservations as enGbReservationsOfHotel } from './messages/en-gb/hotel'
import { hotelOffer as enGbHotelOffer } from './messages/en-gb/hotel-offer'
import { landing as enGbLanding } from './messages/en-gb/landing'
import { landingHeads as enGbLandingHeads } from './messages/en-gb/landing-heads'
import { lines as enGbLines } from './messages/en-gb/lines'
import { memberMenu as enGbMemberMenu } from './messages/en-gb/member-menu'
import { partnerResources as enGbPartnerResources } from './messages/en-gb/partner-resources'
import { pictures as enGbPictures } from './messages/en-gb/pictures'
import { reservations as enGbReservations } from './messages/en-gb/reservations'
import { reviews as enGbReviews } from './messages/en-gb/reviews'
import { search as enGbSearch } from './messages/en-gb/search'
import { session as enGbSession } from './messages/en-gb/session'
import { sessionAlerts as enGbSessionAlerts } from './messages/en-gb/session-alerts'
import { sessionDialogs as enGbSessionDialogs } from './messages/en-gb/session-dialogs'
import { shell as enGbShell } from './messages/en-gb/shell'
import { titles as enGbTitles } from './messages/en-gb/titles'
import { trips as enGbTrips } from './messages/en-gb/trips'
import { ui as enGbUi } from './messages/en-gb/ui'
import { widgets as enGbWidgets } from './messages/en-gb/widgets'
import { account as enUsAccount } from './messages/en-us/account'
import { activity as enUsActivity } from './messages/en-us/activity'
import { activityBooking as enUsActivityBooking } from './messages/en-us/activity'
import { activityTerms as enUsActivityTerms } from './messages/en-us/activity'
import { activityTrip as enUsActivityTrip } from './messages/en-us/activity'
import { cancellationAnswers as enUsCancellationAnswersOfActivity } from './messages/en-us/activity'
import { landingHeads as enUsLandingHeadsOfActivity } from './messages/en-us/activity'
import { lines as enUsLinesOfActivity } from './messages/en-us/activity'
import { shell as enUsShellOfActivity } from './messages/en-us/activity'
import { titles as enUsTitlesOfActivity } from './messages/en-us/activity'
import { trips as enUsTripsOfActivity } from './messages/en-us/activity'
import { air as enUsAir } from './messages/en-us/air'
import { airBooking as enUsAirBooking } from './messages/en-us/air'
import { airFares as enUsAirFares } from './messages/en-us/air'
import { airTrip as enUsAirTrip } from './messages/en-us/air'
import { cancellationAnswers as enUsCancellationAnswersOfAir } from './messages/en-us/air'
import { landingHeads as enUsLandingHeadsOfAir } from './messages/en-us/air'
import { lines as enUsLinesOfAir } from './messages/en-us/air'
import { shell as enUsShellOfAir } from './messages/en-us/air'
import { titles as enUsTitlesOfAir } from './messages/en-us/air'
import { trips as enUsTripsOfAir } from './messages/en-us/air'
import { apiDocs as enUsApiDocs } from './messages/en-us/api-docs'
import { auth as enUsAuth } from './messages/en-us/auth'
import { cancellationAnswers as enUsCancellationAnswers } from './messages/en-us/cancellation-answers'
import { cancellationTerms as enUsCancellationTerms } from './messages/en-us/cancellation-terms'
import { cancellationAnswers as enUsCancellationAnswersOfCar } from './messages/en-us/car'
import { car as enUsCar } from './messages/en-us/car'
import { carBooking as enUsCarBooking } from './messages/en-us/car'
import { carTrip as enUsCarTrip } from './messages/en-us/car'
import { landingHeads as enUsLandingHeadsOfCar } from './messages/en-us/car'
import { lines as enUsLinesOfCar } from './messages/en-us/car'
import { shell as enUsShellOfCar } from './messages/en-us/car'
import { titles as enUsTitlesOfCar } from './messages/en-us/car'
import { trips as enUsTripsOfCar } from './messages/en-us/car'
import { checkout as enUsCheckout } from './messages/en-us/checkout'
import { checkoutParts as enUsCheckoutParts } from './messages/en-us/checkout-parts'
import { common as enUsCommon } from './messages/en-us/common'
import { debug as enUsDebug } from './messages/en-us/debug'
import { dialogs as enUsDialogs } from './messages/en-us/dialogs'
import { cancellationAnswers as enUsCancellationAnswersOfDining } from './messages/en-us/dining'
import { dining as enUsDining } from './messages/en-us/dining'
import { diningBooking as enUsDiningBooking } from './messages/en-us/dining'
import { diningTrip as enUsDiningTrip } from './messages/en-us/dining'
import { landingHeads as enUsLandingHeadsOfDining } from './messages/en-us/dining'
import { lines as enUsLinesOfDining } from './messages/en-us/dining'
import { shell as enUsShellOfDining } from './messages/en-us/dining'
import { titles as enUsTitlesOfDining } from './messages/en-us/dining'
import { trips as enUsTripsOfDining } from './messages/en-us/dining'
import { errors as enUsErrors } from './messages/en-us/errors'
import { home as enUsHome } from './messages/en-us/home'
import { cancellationAnswers as enUsCancellationAnswersOfHotel } from './messages/en-us/hotel'
import { hotel as enUsHotel } from './messages/en-us/hotel'
import { hotelBooking as enUsHotelBooking } from './messages/en-us/hotel'
import { hotelRates as enUsHotelRates } from './messages/en-us/hotel'
import { hotelTrip as enUsHotelTrip } from './messages/en-us/hotel'
import { landingHeads as enUsLandingHeadsOfHotel } from './messages/en-us/hotel'
import { lines as enUsLinesOfHotel } from './messages/en-us/hotel'
import { reservations as enUsReservationsOfHotel } from './messages/en-us/hotel'
import { shell as enUsShellOfHotel } from './messages/en-us/hotel'
import { titles as enUsTitlesOfHotel } from './messages/en-us/hotel'
import { trips as enUsTripsOfHotel } from './messages/en-us/hotel'
import { hotelOffer as enUsHotelOffer } from './messages/en-us/hotel-offer'
import { landing as enUsLanding } from './messages/en-us/landing'
import { landingHeads as enUsLandingHeads } from './messages/en-us/landing-heads'
import { lines as enUsLines } from './messages/en-us/lines'
import { memberMenu as enUsMemberMenu } from './messages/en-us/member-menu'
import { partnerResources as enUsPartnerResources } from './messages/en-us/partner-resources'
import { pictures as enUsPictures } from './messages/en-us/pictures'
import { reservations as enUsReservations } from './messages/en-us/reservations'
import { reviews as enUsReviews } from './messages/en-us/reviews'
import { search as enUsSearch } from './messages/en-us/search'
import { session as enUsSession } from './messages/en-us/session'
import { sessionAlerts as enUsSessionAlerts } from './messages/en-us/session-alerts'
import { sessionDialogs as enUsSessionDialogs } from './messages/en-us/session-dialogs'
import { shell as enUsShell } from './messages/en-us/shell'
import { titles as enUsTitles } from './messages/en-us/titles'
import { trips as enUsTrips } from './messages/en-us/trips'
import { ui as enUsUi } from './messages/en-us/ui'
import { widgets as enUsWidgets } from './messages/en-us/widgets'
import { variantOf } from './messages/messages'

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
  'cancellation-answers': { ...enUsCancellationAnswers, ...enUsCancellationAnswersOfActivity, ...enUsCancellationAnswersOfAir, ...enUsCancellationAnswersOfCar, ...enUsCancellationAnswersOfDining, ...enUsCancellationAnswersOfHotel },
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
  'hotel-offer': enUsHotelOffer,
  'hotel-rates': enUsHotelRates,
  'hotel-trip': enUsHotelTrip,
  landing: enUsLanding,
  'landing-heads': { ...enUsLandingHeads, ...enUsLandingHeadsOfActivity, ...enUsLandingHeadsOfAir, ...enUsLandingHeadsOfCar, ...enUsLandingHeadsOfDining, ...enUsLandingHeadsOfHotel },
  lines: { ...enUsLines, ...enUsLinesOfActivity, ...enUsLinesOfAir, ...enUsLinesOfCar, ...enUsLinesOfDining, ...enUsLinesOfHotel },
  'member-menu': enUsMemberMenu,
  'partner-resources': enUsPartnerResources,
  pictures: enUsPictures,
  reservations: { ...enUsReservations, ...enUsReservationsOfHotel },
  reviews: enUsReviews,
  search: enUsSearch,
  session: enUsSession,
  'session-alerts': enUsSessionAlerts,
  'session-dialogs': enUsSessionDialogs,
  shell: { ...enUsShell, ...enUsShellOfActivity, ...enUsShellOfAir, ...enUsShellOfCar, ...enUsShellOfDining, ...enUsShellOfHotel },
  titles: { ...enUsTitles, ...enUsTitlesOfActivity, ...enUsTitlesOfAir, ...enUsTitlesOfCar, ...enUsTitlesOfDining, ...enUsTitlesOfHotel },
  trips: { ...enUsTrips, ...enUsTripsOfActivity, ...enUsTripsOfAir, ...enUsTripsOfCar, ...enUsTripsOfDining, ...enUsTripsOfHotel },
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
    account: variantOf(enUs.account, enGbAccount),
    activity: variantOf(enUs.activity, enGbActivity),
    'activity-booking': variantOf(enUs['activity-booking'], enGbActivityBooking),
    'activity-terms': variantOf(enUs['activity-terms'], enGbActivityTerms),
    'activity-trip': variantOf(enUs['activity-trip'], enGbActivityTrip),
    air: variantOf(enUs.air, enGbAir),
    'air-booking': variantOf(enUs['air-booking'], enGbAirBooking),
    'air-fares': variantOf(enUs['air-fares'], {}),
    'air-trip': variantOf(enUs['air-trip'], enGbAirTrip),
    'api-docs': variantOf(enUs['api-docs'], enGbApiDocs),
    auth: variantOf(enUs.auth, enGbAuth),
    'cancellation-answers': variantOf(enUs['cancellation-answers'], { ...enGbCancellationAnswers, ...enGbCancellationAnswersOfActivity, ...enGbCancellationAnswersOfAir, ...enGbCancellationAnswersOfCar, ...enGbCancellationAnswersOfDining, ...enGbCancellationAnswersOfHotel }),
    'cancellation-terms': variantOf(enUs['cancellation-terms'], enGbCancellationTerms),
    car: variantOf(enUs.car, {}),
    'car-booking': variantOf(enUs['car-booking'], enGbCarBooking),
    'car-trip': variantOf(enUs['car-trip'], enGbCarTrip),
    checkout: variantOf(enUs.checkout, enGbCheckout),
    'checkout-parts': variantOf(enUs['checkout-parts'], enGbCheckoutParts),
    common: variantOf(enUs.common, enGbCommon),
    debug: variantOf(enUs.debug, enGbDebug),
    dialogs: variantOf(enUs.dialogs, enGbDialogs),
    dining: variantOf(enUs.dining, {}),
    'dining-booking': variantOf(enUs['dining-booking'], {}),
    'dining-trip': variantOf(enUs['dining-trip'], enGbDiningTrip),
    errors: variantOf(enUs.errors, enGbErrors),
    home: variantOf(enUs.home, enGbHome),
    hotel: variantOf(enUs.hotel, enGbHotel),
    'hotel-booking': variantOf(enUs['hotel-booking'], {}),
    'hotel-offer': variantOf(enUs['hotel-offer'], enGbHotelOffer),
    'hotel-rates': variantOf(enUs['hotel-rates'], enGbHotelRates),
    'hotel-trip': variantOf(enUs['hotel-trip'], enGbHotelTrip),
    landing: variantOf(enUs.landing, enGbLanding),
    'landing-heads': variantOf(enUs['landing-heads'], enGbLandingHeads),
    lines: variantOf(enUs.lines, { ...enGbLines, ...enGbLinesOfAir }),
    'member-menu': variantOf(enUs['member-menu'], enGbMemberMenu),
    'partner-resources': variantOf(enUs['partner-resources'], enGbPartnerResources),
    pictures: variantOf(enUs.pictures, enGbPictures),
    reservations: variantOf(enUs.reservations, { ...enGbReservations, ...enGbReservationsOfHotel }),
    reviews: variantOf(enUs.reviews, enGbReviews),
    search: variantOf(enUs.search, enGbSearch),
    session: variantOf(enUs.session, enGbSession),
    'session-alerts': variantOf(enUs['session-alerts'], enGbSessionAlerts),
    'session-dialogs': variantOf(enUs['session-dialogs'], enGbSessionDialogs),
    shell: variantOf(enUs.shell, enGbShell),
    titles: variantOf(enUs.titles, enGbTitles),
    trips: variantOf(enUs.trips, enGbTrips),
    ui: variantOf(enUs.ui, enGbUi),
    widgets: variantOf(enUs.widgets, enGbWidgets),
  },
}
