// The type of every named schema of the API (the OpenAPI document's components), by the name the document
// and its TypeScript samples give it (issue 41): `import type { HotelSearchResult } from '@rewards-travel/client'`.
// An answer's type is the schema's output; a request's (`…Request`) what you send, its input.
// tests/unit/client/exported-types.test.ts checks that every type the reference names is exported here.
import type { z } from 'zod'
import type { ApiErrorObjectSchema, CancelErrorsSchema, ModifyErrorsSchema } from '../../../contracts/api/api-error'
import type { AuthProviderSchema, AuthProvidersSchema, MemberSessionSchema, UrlAnswerSchema } from '../../../contracts/auth/auth.contract'
import type { AuthErrorSchema, CreatedMemberTokenSchema, MemberCredentialsSchema, MemberTokenSchema, MemberTokenRequestSchema, MemberTokensSchema, RevokeMemberTokenSchema, SignedInMemberSchema } from '../../../contracts/auth/member-access.schema'
import type { ActivityCancellationNoteSchema, ActivityCancellationPolicySchema, ActivityOfferSchema, ActivityOptionSchema, ActivitySearchResultSchema, ActivitySummarySchema, PlaceSchema } from '../../../contracts/lxp/activity.schema'
import type { ActivityBookRequestSchema, ActivityCancellationQuoteSchema, ActivityQuoteSchema, ActivityReservationSchema, ActivitySelectionSchema } from '../../../contracts/lxp/activity-checkout.schema'
import type { AirFareCalendarRequestSchema, AirFareCalendarSchema, AirFareGridRequestSchema, AirFareGridSchema, AirOfferSchema, AirSearchCriteriaSchema, AirSearchResultSchema, ItinerarySchema } from '../../../contracts/lxp/air.schema'
import type { AirBookRequestSchema, AirQuoteRequestSchema, AirQuoteSchema, AirReservationSchema } from '../../../contracts/lxp/air-checkout.schema'
import type { AirExchangeBookRequestSchema, AirExchangeQuoteRequestSchema, AirExchangeQuoteSchema, AirExchangeSearchResultSchema, AirExchangeSearchSchema, ExchangeMoneySchema } from '../../../contracts/lxp/air-exchange.schema'
import type { CarBookRequestSchema, CarOfferSchema, CarOfferSummarySchema, CarQuoteSchema, CarReservationSchema, CarSearchCriteriaSchema, CarSearchResultSchema, CarSelectionSchema, RentalRulesSchema } from '../../../contracts/lxp/car.schema'
import type { CustomerProfileSchema } from '../../../contracts/lxp/customer-profile.schema'
import type { DiningBookRequestSchema, DiningOfferSchema, DiningQuoteSchema, DiningReservationSchema, DiningSearchResultSchema, DiningSelectionSchema, RestaurantSummarySchema } from '../../../contracts/lxp/dining.schema'
import type { FindReservationRequestSchema, FoundReservationSchema } from '../../../contracts/lxp/find-reservation.contract'
import type { HotelBookRequestSchema, HotelQuoteSchema, HotelStayChangeBookRequestSchema, HotelStayChangeQuoteSchema, HotelStayChangeRequestSchema } from '../../../contracts/lxp/hotel-checkout.schema'
import type { CancellationPolicySchema, DestinationSummarySchema, HotelCompareRequestSchema, HotelComparisonSchema, HotelOfferSchema, HotelPriceCalendarRequestSchema, HotelPriceCalendarSchema, HotelSearchResultSchema, HotelSummarySchema, StaySummarySchema } from '../../../contracts/lxp/hotel.schema'
import type { PopularDestinationSchema, PopularDestinationsSchema } from '../../../contracts/lxp/popular-destinations.contract'
import type { HotelReservationSchema, ReservationSummarySchema } from '../../../contracts/lxp/reservations.schema'
import type { CardInputSchema, ChargedCardSchema, EarnOfferSchema, InstallmentsSchema, PaymentChoiceSchema, PaymentPlanSchema, PointsOfferSchema, SavedCardChoiceSchema, TripProtectionChoiceSchema, TripProtectionOfferSchema } from '../../../contracts/lxp/shared/payment.schema'
import type { CalendarDaySchema } from '../../../contracts/lxp/shared/price-calendar.schema'
import type { CancellationSchema, CancellationQuoteSchema } from '../../../contracts/lxp/shared/reservation.schema'
import type { ContactSchema, TravelerSchema } from '../../../contracts/lxp/shared/traveller.schema'
import type { MoneySchema, TravellerReviewSchema } from '../../../contracts/lxp/shared/values.schema'
import type { TravelerProfileListSchema, TravelerProfileSchema } from '../../../contracts/lxp/traveler-profile.schema'
import type { ErrorMessageSchema } from '../../../contracts/messages/messages.contract'
import type { CreateSandboxApiKeySchema, SandboxApiKeySchema, SandboxClockSchema, SandboxResetSchema, SetSandboxClockSchema } from '../../../contracts/sandbox/sandbox.contract'
import type { PartnerResourceSchema, PartnerResourceListSchema } from '../../../contracts/site/partner-resources.contract'
import type { CreatedWebhookEndpointSchema, ScheduleChangeRequestSchema, WebhookDeliveryListSchema, WebhookDeliverySchema, WebhookEndpointListSchema, WebhookEndpointRequestSchema, WebhookEndpointSchema, WebhookEventSchema } from '../../../contracts/webhooks/webhooks.schema'
import type { OrderResponseSchema } from '../../../contracts/lxp/shared/booking.schema'
import type { authContract } from '../../../contracts/auth/auth.contract'
import type { utilityContract } from '../../../contracts/site/utility.contract'

export type CancelErrors = z.output<typeof CancelErrorsSchema>
export type ModifyErrors = z.output<typeof ModifyErrorsSchema>
export type AuthProvider = z.output<typeof AuthProviderSchema>
export type UrlAnswer = z.output<typeof UrlAnswerSchema>
export type AuthError = z.output<typeof AuthErrorSchema>
export type CreatedMemberToken = z.output<typeof CreatedMemberTokenSchema>
export type MemberCredentials = z.input<typeof MemberCredentialsSchema>
export type MemberToken = z.output<typeof MemberTokenSchema>
export type MemberTokenRequest = z.input<typeof MemberTokenRequestSchema>
export type MemberTokens = z.output<typeof MemberTokensSchema>
export type RevokeMemberToken = z.output<typeof RevokeMemberTokenSchema>
export type SignedInMember = z.output<typeof SignedInMemberSchema>
export type ActivityBookRequest = z.input<typeof ActivityBookRequestSchema>
export type ActivityCancellationNote = z.output<typeof ActivityCancellationNoteSchema>
export type ActivityCancellationPolicy = z.output<typeof ActivityCancellationPolicySchema>
export type ActivityCancellationQuote = z.output<typeof ActivityCancellationQuoteSchema>
export type ActivityOffer = z.output<typeof ActivityOfferSchema>
export type ActivityOption = z.output<typeof ActivityOptionSchema>
export type ActivityQuote = z.output<typeof ActivityQuoteSchema>
export type ActivityReservation = z.output<typeof ActivityReservationSchema>
export type ActivitySearchResult = z.output<typeof ActivitySearchResultSchema>
export type ActivitySelection = z.output<typeof ActivitySelectionSchema>
export type ActivitySummary = z.output<typeof ActivitySummarySchema>
export type AirBookRequest = z.input<typeof AirBookRequestSchema>
export type AirExchangeBookRequest = z.input<typeof AirExchangeBookRequestSchema>
export type AirExchangeQuote = z.output<typeof AirExchangeQuoteSchema>
export type AirExchangeQuoteRequest = z.input<typeof AirExchangeQuoteRequestSchema>
export type AirExchangeSearch = z.output<typeof AirExchangeSearchSchema>
export type AirExchangeSearchResult = z.output<typeof AirExchangeSearchResultSchema>
export type AirFareCalendar = z.output<typeof AirFareCalendarSchema>
export type AirFareCalendarRequest = z.input<typeof AirFareCalendarRequestSchema>
export type AirFareGrid = z.output<typeof AirFareGridSchema>
export type AirFareGridRequest = z.input<typeof AirFareGridRequestSchema>
export type AirOffer = z.output<typeof AirOfferSchema>
export type AirQuote = z.output<typeof AirQuoteSchema>
export type AirQuoteRequest = z.input<typeof AirQuoteRequestSchema>
export type AirReservation = z.output<typeof AirReservationSchema>
export type AirSearchCriteria = z.output<typeof AirSearchCriteriaSchema>
export type AirSearchResult = z.output<typeof AirSearchResultSchema>
export type ExchangeMoney = z.output<typeof ExchangeMoneySchema>
export type CarBookRequest = z.input<typeof CarBookRequestSchema>
export type CarOffer = z.output<typeof CarOfferSchema>
export type CarOfferSummary = z.output<typeof CarOfferSummarySchema>
export type CarQuote = z.output<typeof CarQuoteSchema>
export type CarReservation = z.output<typeof CarReservationSchema>
export type CarSearchCriteria = z.output<typeof CarSearchCriteriaSchema>
export type CarSearchResult = z.output<typeof CarSearchResultSchema>
export type CarSelection = z.output<typeof CarSelectionSchema>
export type RentalRules = z.output<typeof RentalRulesSchema>
export type CustomerProfile = z.output<typeof CustomerProfileSchema>
export type DiningBookRequest = z.input<typeof DiningBookRequestSchema>
export type DiningOffer = z.output<typeof DiningOfferSchema>
export type DiningQuote = z.output<typeof DiningQuoteSchema>
export type DiningReservation = z.output<typeof DiningReservationSchema>
export type DiningSearchResult = z.output<typeof DiningSearchResultSchema>
export type DiningSelection = z.output<typeof DiningSelectionSchema>
export type RestaurantSummary = z.output<typeof RestaurantSummarySchema>
export type FindReservationRequest = z.input<typeof FindReservationRequestSchema>
export type FoundReservation = z.output<typeof FoundReservationSchema>
export type HotelBookRequest = z.input<typeof HotelBookRequestSchema>
export type HotelQuote = z.output<typeof HotelQuoteSchema>
export type HotelStayChangeBookRequest = z.input<typeof HotelStayChangeBookRequestSchema>
export type HotelStayChangeQuote = z.output<typeof HotelStayChangeQuoteSchema>
export type HotelStayChangeRequest = z.input<typeof HotelStayChangeRequestSchema>
export type CancellationPolicy = z.output<typeof CancellationPolicySchema>
export type DestinationSummary = z.output<typeof DestinationSummarySchema>
export type HotelCompareRequest = z.input<typeof HotelCompareRequestSchema>
export type HotelComparison = z.output<typeof HotelComparisonSchema>
export type HotelOffer = z.output<typeof HotelOfferSchema>
export type HotelPriceCalendar = z.output<typeof HotelPriceCalendarSchema>
export type HotelPriceCalendarRequest = z.input<typeof HotelPriceCalendarRequestSchema>
export type HotelSearchResult = z.output<typeof HotelSearchResultSchema>
export type HotelSummary = z.output<typeof HotelSummarySchema>
export type StaySummary = z.output<typeof StaySummarySchema>
export type PopularDestination = z.output<typeof PopularDestinationSchema>
export type PopularDestinations = z.output<typeof PopularDestinationsSchema>
export type HotelReservation = z.output<typeof HotelReservationSchema>
export type ReservationSummary = z.output<typeof ReservationSummarySchema>
export type CardInput = z.output<typeof CardInputSchema>
export type ChargedCard = z.output<typeof ChargedCardSchema>
export type EarnOffer = z.output<typeof EarnOfferSchema>
export type Installments = z.output<typeof InstallmentsSchema>
export type PaymentChoice = z.input<typeof PaymentChoiceSchema>
export type PaymentPlan = z.output<typeof PaymentPlanSchema>
export type PointsOffer = z.output<typeof PointsOfferSchema>
export type SavedCardChoice = z.output<typeof SavedCardChoiceSchema>
export type TripProtectionChoice = z.input<typeof TripProtectionChoiceSchema>
export type TripProtectionOffer = z.output<typeof TripProtectionOfferSchema>
export type CalendarDay = z.output<typeof CalendarDaySchema>
export type Cancellation = z.output<typeof CancellationSchema>
export type CancellationQuote = z.output<typeof CancellationQuoteSchema>
export type Contact = z.output<typeof ContactSchema>
export type Traveler = z.output<typeof TravelerSchema>
export type Money = z.output<typeof MoneySchema>
export type TravellerReview = z.output<typeof TravellerReviewSchema>
export type TravelerProfile = z.output<typeof TravelerProfileSchema>
export type ErrorMessage = z.output<typeof ErrorMessageSchema>
export type CreateSandboxApiKey = z.input<typeof CreateSandboxApiKeySchema>
export type SandboxClock = z.output<typeof SandboxClockSchema>
export type SandboxReset = z.output<typeof SandboxResetSchema>
export type SetSandboxClock = z.input<typeof SetSandboxClockSchema>
export type PartnerResource = z.output<typeof PartnerResourceSchema>
export type PartnerResourceList = z.output<typeof PartnerResourceListSchema>
export type CreatedWebhookEndpoint = z.output<typeof CreatedWebhookEndpointSchema>
export type ScheduleChangeRequest = z.input<typeof ScheduleChangeRequestSchema>
export type WebhookDelivery = z.output<typeof WebhookDeliverySchema>
export type WebhookDeliveryList = z.output<typeof WebhookDeliveryListSchema>
export type WebhookEndpoint = z.output<typeof WebhookEndpointSchema>
export type WebhookEndpointList = z.output<typeof WebhookEndpointListSchema>
export type WebhookEndpointRequest = z.input<typeof WebhookEndpointRequestSchema>
export type ActivityPlace = z.output<typeof PlaceSchema>
export type HotelCancellationPolicy = z.output<typeof CancellationPolicySchema>
export type TravelerProfiles = z.output<typeof TravelerProfileListSchema>
export type AirItinerary = z.output<typeof ItinerarySchema>
export type ErrorObject = z.output<typeof ApiErrorObjectSchema>
export type AuthProviders = z.output<typeof AuthProvidersSchema>
export type MemberSession = z.output<typeof MemberSessionSchema>
export type OrderResponse = z.output<typeof OrderResponseSchema>
export type SandboxApiKey = z.output<typeof SandboxApiKeySchema>
export type WebhookEvent = z.output<typeof WebhookEventSchema>

// Answers declared in their route rather than as a schema of their own.
type AnswerOf<Route extends { responses: { 200: unknown } }> = z.output<Extract<Route['responses'][200], z.ZodType>>
export type DebugInfo = AnswerOf<typeof utilityContract.debugInfo>
export type AuthSession = AnswerOf<typeof utilityContract.session>
export type CsrfToken = AnswerOf<typeof authContract.csrf>
export type RevokedMemberToken = AnswerOf<typeof authContract.revokeAccessToken>
