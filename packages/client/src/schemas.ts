// Generated from the OpenAPI document (server/bff/openapi.server.ts) by `npm run generate`; do not edit
// (server/bff/generate-client-types.ts). The type of every named schema of the API, by the name the document and
// its TypeScript samples give it: `import type { HotelSearchResult } from '@rewards-travel/client'`. An answer's
// type is the schema's output; a schema only requests reach is what you send, its input.
import type { z } from 'zod'
import type { CollectorEventSchema } from '../../../contracts/analytics/collector.contract'
import type { ApiErrorObjectSchema as ErrorObjectSchema, ApiErrorsSchema as ErrorsSchema, BookErrorsSchema, CancelErrorsSchema, ModifyErrorsSchema } from '../../../contracts/api/api-error'
import type { AuthProviderSchema, AuthProvidersSchema, CsrfTokenSchema, MemberSessionSchema, RevokedMemberTokenSchema, UrlAnswerSchema } from '../../../contracts/auth/auth.contract'
import type { AuthErrorSchema, CreatedMemberTokenSchema, MemberCredentialsSchema, MemberTokenRequestSchema, MemberTokenSchema, MemberTokensSchema, RevokeMemberTokenSchema, SignedInMemberSchema } from '../../../contracts/auth/member-access.schema'
import type { ActivityBookRequestSchema, ActivityCancellationQuoteSchema, ActivityQuoteSchema, ActivityReservationSchema, ActivitySelectionSchema } from '../../../contracts/lxp/activity-checkout.schema'
import type { ActivityCancellationNoteSchema, ActivityCancellationPolicySchema, ActivityOfferSchema, ActivityOptionSchema, ActivitySearchCriteriaSchema, ActivitySearchResultSchema, ActivitySummarySchema, PlaceSchema as ActivityPlaceSchema } from '../../../contracts/lxp/activity.schema'
import type { AirBookRequestSchema, AirQuoteRequestSchema, AirQuoteSchema, AirReservationSchema } from '../../../contracts/lxp/air-checkout.schema'
import type { AirExchangeBookRequestSchema, AirExchangeQuoteRequestSchema, AirExchangeQuoteSchema, AirExchangeSearchResultSchema, AirExchangeSearchSchema, ExchangeMoneySchema } from '../../../contracts/lxp/air-exchange.schema'
import type { AirFareCalendarRequestSchema, AirFareCalendarSchema, AirFareGridRequestSchema, AirFareGridSchema, AirOfferSchema, AirSearchCriteriaSchema, AirSearchResultSchema, ItinerarySchema as AirItinerarySchema } from '../../../contracts/lxp/air.schema'
import type { CarBookRequestSchema, CarOfferSchema, CarOfferSummarySchema, CarQuoteSchema, CarReservationSchema, CarSearchCriteriaSchema, CarSearchResultSchema, CarSelectionSchema, RentalRulesSchema } from '../../../contracts/lxp/car.schema'
import type { CustomerProfileSchema } from '../../../contracts/lxp/customer-profile.schema'
import type { DiningBookRequestSchema, DiningOfferSchema, DiningQuoteSchema, DiningReservationCancellationPolicySchema, DiningReservationSchema, DiningSearchCriteriaSchema, DiningSearchResultSchema, DiningSelectionSchema, RestaurantSummarySchema } from '../../../contracts/lxp/dining.schema'
import type { FindReservationRequestSchema, FoundReservationSchema } from '../../../contracts/lxp/find-reservation.contract'
import type { HotelBookRequestSchema, HotelQuoteSchema, HotelStayChangeBookRequestSchema, HotelStayChangeQuoteSchema, HotelStayChangeRequestSchema } from '../../../contracts/lxp/hotel-checkout.schema'
import type { CancellationPolicySchema as HotelCancellationPolicySchema, DestinationSummarySchema, HotelCompareRequestSchema, HotelComparisonSchema, HotelOfferSchema, HotelPriceCalendarRequestSchema, HotelPriceCalendarSchema, HotelSearchCriteriaSchema, HotelSearchResultSchema, HotelSummarySchema, StaySummarySchema } from '../../../contracts/lxp/hotel.schema'
import type { PendingPointsSchema, PointsActivitySchema, PointsBookingSchema, PointsEntrySchema } from '../../../contracts/lxp/points-activity.schema'
import type { PopularDestinationSchema, PopularDestinationsSchema } from '../../../contracts/lxp/popular-destinations.contract'
import type { HotelReservationSchema, ReservationSummarySchema, TripCancellationSchema } from '../../../contracts/lxp/reservations.schema'
import type { OrderResponseSchema } from '../../../contracts/lxp/shared/booking.schema'
import type { CardInputSchema, ChargedCardSchema, EarnOfferSchema, InstallmentsSchema, PaymentChoiceSchema, PaymentPlanSchema, PointsOfferSchema, SavedCardChoiceSchema, TripProtectionChoiceSchema, TripProtectionOfferSchema } from '../../../contracts/lxp/shared/payment.schema'
import type { CalendarDaySchema } from '../../../contracts/lxp/shared/price-calendar.schema'
import type { CancellationPolicySchema, CancellationQuoteSchema, CancellationSchema, FreeCancellationEndedSchema } from '../../../contracts/lxp/shared/reservation.schema'
import type { ContactSchema, TravelerSchema } from '../../../contracts/lxp/shared/traveller.schema'
import type { MoneySchema, TravellerReviewSchema } from '../../../contracts/lxp/shared/values.schema'
import type { TravelerProfileListSchema as TravelerProfilesSchema, TravelerProfileSchema } from '../../../contracts/lxp/traveler-profile.schema'
import type { ErrorMessageSchema } from '../../../contracts/messages/messages.contract'
import type { CreateSandboxApiKeySchema, SandboxApiKeySchema, SandboxClockSchema, SandboxResetSchema, SetSandboxClockSchema } from '../../../contracts/sandbox/sandbox.contract'
import type { PartnerResourceListSchema, PartnerResourceSchema } from '../../../contracts/site/partner-resources.contract'
import type { AuthSessionSchema, DebugInfoSchema } from '../../../contracts/site/utility.contract'
import type { CreatedWebhookEndpointSchema, ScheduleChangeRequestSchema, WebhookDeliveryListSchema, WebhookDeliverySchema, WebhookEndpointListSchema, WebhookEndpointRequestSchema, WebhookEndpointSchema, WebhookEventSchema } from '../../../contracts/webhooks/webhooks.schema'

export type ActivityBookRequest = z.input<typeof ActivityBookRequestSchema>
export type ActivityCancellationNote = z.output<typeof ActivityCancellationNoteSchema>
export type ActivityCancellationPolicy = z.output<typeof ActivityCancellationPolicySchema>
export type ActivityCancellationQuote = z.output<typeof ActivityCancellationQuoteSchema>
export type ActivityOffer = z.output<typeof ActivityOfferSchema>
export type ActivityOption = z.output<typeof ActivityOptionSchema>
export type ActivityPlace = z.output<typeof ActivityPlaceSchema>
export type ActivityQuote = z.output<typeof ActivityQuoteSchema>
export type ActivityReservation = z.output<typeof ActivityReservationSchema>
export type ActivitySearchCriteria = z.input<typeof ActivitySearchCriteriaSchema>
export type ActivitySearchResult = z.output<typeof ActivitySearchResultSchema>
export type ActivitySelection = z.output<typeof ActivitySelectionSchema>
export type ActivitySummary = z.output<typeof ActivitySummarySchema>
export type AirBookRequest = z.input<typeof AirBookRequestSchema>
export type AirExchangeBookRequest = z.input<typeof AirExchangeBookRequestSchema>
export type AirExchangeQuote = z.output<typeof AirExchangeQuoteSchema>
export type AirExchangeQuoteRequest = z.input<typeof AirExchangeQuoteRequestSchema>
export type AirExchangeSearch = z.input<typeof AirExchangeSearchSchema>
export type AirExchangeSearchResult = z.output<typeof AirExchangeSearchResultSchema>
export type AirFareCalendar = z.output<typeof AirFareCalendarSchema>
export type AirFareCalendarRequest = z.input<typeof AirFareCalendarRequestSchema>
export type AirFareGrid = z.output<typeof AirFareGridSchema>
export type AirFareGridRequest = z.input<typeof AirFareGridRequestSchema>
export type AirItinerary = z.output<typeof AirItinerarySchema>
export type AirOffer = z.output<typeof AirOfferSchema>
export type AirQuote = z.output<typeof AirQuoteSchema>
export type AirQuoteRequest = z.input<typeof AirQuoteRequestSchema>
export type AirReservation = z.output<typeof AirReservationSchema>
export type AirSearchCriteria = z.input<typeof AirSearchCriteriaSchema>
export type AirSearchResult = z.output<typeof AirSearchResultSchema>
export type AuthError = z.output<typeof AuthErrorSchema>
export type AuthProvider = z.output<typeof AuthProviderSchema>
export type AuthProviders = z.output<typeof AuthProvidersSchema>
export type AuthSession = z.output<typeof AuthSessionSchema>
export type BookErrors = z.output<typeof BookErrorsSchema>
export type CalendarDay = z.output<typeof CalendarDaySchema>
export type CancelErrors = z.output<typeof CancelErrorsSchema>
export type Cancellation = z.output<typeof CancellationSchema>
export type CancellationPolicy = z.output<typeof CancellationPolicySchema>
export type CancellationQuote = z.output<typeof CancellationQuoteSchema>
export type CarBookRequest = z.input<typeof CarBookRequestSchema>
export type CarOffer = z.output<typeof CarOfferSchema>
export type CarOfferSummary = z.output<typeof CarOfferSummarySchema>
export type CarQuote = z.output<typeof CarQuoteSchema>
export type CarReservation = z.output<typeof CarReservationSchema>
export type CarSearchCriteria = z.input<typeof CarSearchCriteriaSchema>
export type CarSearchResult = z.output<typeof CarSearchResultSchema>
export type CarSelection = z.output<typeof CarSelectionSchema>
export type CardInput = z.input<typeof CardInputSchema>
export type ChargedCard = z.output<typeof ChargedCardSchema>
export type CollectorEvent = z.input<typeof CollectorEventSchema>
export type Contact = z.output<typeof ContactSchema>
export type CreateSandboxApiKey = z.input<typeof CreateSandboxApiKeySchema>
export type CreatedMemberToken = z.output<typeof CreatedMemberTokenSchema>
export type CreatedWebhookEndpoint = z.output<typeof CreatedWebhookEndpointSchema>
export type CsrfToken = z.output<typeof CsrfTokenSchema>
export type CustomerProfile = z.output<typeof CustomerProfileSchema>
export type DebugInfo = z.output<typeof DebugInfoSchema>
export type DestinationSummary = z.output<typeof DestinationSummarySchema>
export type DiningBookRequest = z.input<typeof DiningBookRequestSchema>
export type DiningOffer = z.output<typeof DiningOfferSchema>
export type DiningQuote = z.output<typeof DiningQuoteSchema>
export type DiningReservation = z.output<typeof DiningReservationSchema>
export type DiningReservationCancellationPolicy = z.output<typeof DiningReservationCancellationPolicySchema>
export type DiningSearchCriteria = z.input<typeof DiningSearchCriteriaSchema>
export type DiningSearchResult = z.output<typeof DiningSearchResultSchema>
export type DiningSelection = z.output<typeof DiningSelectionSchema>
export type EarnOffer = z.output<typeof EarnOfferSchema>
export type ErrorMessage = z.output<typeof ErrorMessageSchema>
export type ErrorObject = z.output<typeof ErrorObjectSchema>
export type Errors = z.output<typeof ErrorsSchema>
export type ExchangeMoney = z.output<typeof ExchangeMoneySchema>
export type FindReservationRequest = z.input<typeof FindReservationRequestSchema>
export type FoundReservation = z.output<typeof FoundReservationSchema>
export type FreeCancellationEnded = z.output<typeof FreeCancellationEndedSchema>
export type HotelBookRequest = z.input<typeof HotelBookRequestSchema>
export type HotelCancellationPolicy = z.output<typeof HotelCancellationPolicySchema>
export type HotelCompareRequest = z.input<typeof HotelCompareRequestSchema>
export type HotelComparison = z.output<typeof HotelComparisonSchema>
export type HotelOffer = z.output<typeof HotelOfferSchema>
export type HotelPriceCalendar = z.output<typeof HotelPriceCalendarSchema>
export type HotelPriceCalendarRequest = z.input<typeof HotelPriceCalendarRequestSchema>
export type HotelQuote = z.output<typeof HotelQuoteSchema>
export type HotelReservation = z.output<typeof HotelReservationSchema>
export type HotelSearchCriteria = z.input<typeof HotelSearchCriteriaSchema>
export type HotelSearchResult = z.output<typeof HotelSearchResultSchema>
export type HotelStayChangeBookRequest = z.input<typeof HotelStayChangeBookRequestSchema>
export type HotelStayChangeQuote = z.output<typeof HotelStayChangeQuoteSchema>
export type HotelStayChangeRequest = z.input<typeof HotelStayChangeRequestSchema>
export type HotelSummary = z.output<typeof HotelSummarySchema>
export type Installments = z.output<typeof InstallmentsSchema>
export type MemberCredentials = z.input<typeof MemberCredentialsSchema>
export type MemberSession = z.output<typeof MemberSessionSchema>
export type MemberToken = z.output<typeof MemberTokenSchema>
export type MemberTokenRequest = z.input<typeof MemberTokenRequestSchema>
export type MemberTokens = z.output<typeof MemberTokensSchema>
export type ModifyErrors = z.output<typeof ModifyErrorsSchema>
export type Money = z.output<typeof MoneySchema>
export type OrderResponse = z.output<typeof OrderResponseSchema>
export type PartnerResource = z.output<typeof PartnerResourceSchema>
export type PartnerResourceList = z.output<typeof PartnerResourceListSchema>
export type PaymentChoice = z.input<typeof PaymentChoiceSchema>
export type PaymentPlan = z.output<typeof PaymentPlanSchema>
export type PendingPoints = z.output<typeof PendingPointsSchema>
export type PointsActivity = z.output<typeof PointsActivitySchema>
export type PointsBooking = z.output<typeof PointsBookingSchema>
export type PointsEntry = z.output<typeof PointsEntrySchema>
export type PointsOffer = z.output<typeof PointsOfferSchema>
export type PopularDestination = z.output<typeof PopularDestinationSchema>
export type PopularDestinations = z.output<typeof PopularDestinationsSchema>
export type RentalRules = z.output<typeof RentalRulesSchema>
export type ReservationSummary = z.output<typeof ReservationSummarySchema>
export type RestaurantSummary = z.output<typeof RestaurantSummarySchema>
export type RevokeMemberToken = z.input<typeof RevokeMemberTokenSchema>
export type RevokedMemberToken = z.output<typeof RevokedMemberTokenSchema>
export type SandboxApiKey = z.output<typeof SandboxApiKeySchema>
export type SandboxClock = z.output<typeof SandboxClockSchema>
export type SandboxReset = z.output<typeof SandboxResetSchema>
export type SavedCardChoice = z.input<typeof SavedCardChoiceSchema>
export type ScheduleChangeRequest = z.input<typeof ScheduleChangeRequestSchema>
export type SetSandboxClock = z.input<typeof SetSandboxClockSchema>
export type SignedInMember = z.output<typeof SignedInMemberSchema>
export type StaySummary = z.output<typeof StaySummarySchema>
export type Traveler = z.output<typeof TravelerSchema>
export type TravelerProfile = z.output<typeof TravelerProfileSchema>
export type TravelerProfiles = z.output<typeof TravelerProfilesSchema>
export type TravellerReview = z.output<typeof TravellerReviewSchema>
export type TripCancellation = z.output<typeof TripCancellationSchema>
export type TripProtectionChoice = z.input<typeof TripProtectionChoiceSchema>
export type TripProtectionOffer = z.output<typeof TripProtectionOfferSchema>
export type UrlAnswer = z.output<typeof UrlAnswerSchema>
export type WebhookDelivery = z.output<typeof WebhookDeliverySchema>
export type WebhookDeliveryList = z.output<typeof WebhookDeliveryListSchema>
export type WebhookEndpoint = z.output<typeof WebhookEndpointSchema>
export type WebhookEndpointList = z.output<typeof WebhookEndpointListSchema>
export type WebhookEndpointRequest = z.input<typeof WebhookEndpointRequestSchema>
export type WebhookEvent = z.output<typeof WebhookEventSchema>
