// Page content (§R2.51 "Every page receives data"): what editors write, per page and locale,
// in a published and a draft version. Every field is optional: a page without its own head keeps
// the title the app gives it.
import { z } from 'zod'

const LinkSchema = z.object({ label: z.string().min(1), href: z.string().min(1), newTab: z.boolean().optional() })
const ImageSchema = z.object({ src: z.string().min(1), alt: z.string() })

export const BannerSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  body: z.string().optional(),
  link: LinkSchema.optional(),
  image: ImageSchema.optional(),
  // A seasonal banner (issue 19: no spring promotion in November): shown only in these months, 1 to 12,
  // of the site's time zone (UTC, §R9); a banner without months is shown all year.
  months: z.array(z.int().min(1).max(12)).min(1).max(12).optional(),
})

export const DialogContentSchema = z.object({
  dialogTitle: z.string().min(1),
  dialogText: z.string().min(1),
  primaryButtonText: z.string().min(1),
  secondaryButtonText: z.string().optional(),
})

const BadgeSchema = z.object({ productType: z.string().min(1), text: z.string().min(1) })
// §R3.55 "Infotooltip items: name and document": a screen asks for an item by its name and shows the document behind an info button.
const InfoTooltipSchema = z.object({ name: z.string().min(1), document: z.string().min(1) })
const TipSchema = z.object({ id: z.string().min(1), title: z.string().min(1), body: z.string().min(1), destination: z.string().optional() })

export const PageContentSchema = z.object({
  documentTitle: z.string().min(1).optional(),
  documentDescription: z.string().min(1).optional(),
  previewImage: z.string().optional(),
  // Named components the app knows (decision 082); an unknown kind is not rendered.
  remoteComponents: z.array(z.object({ id: z.string(), kind: z.string(), props: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])) })).optional(),
  menu: z.array(LinkSchema).optional(),
  dialogs: z.record(z.string(), DialogContentSchema).optional(),
  banners: z.array(BannerSchema).optional(),
  bannerBlock: BannerSchema.optional(),
  paymentsBanner: BannerSchema.optional(),
  iapFareBanner: BannerSchema.optional(),
  free24Cancellation: z.string().optional(),
  earnPointsBadges: z.array(BadgeSchema).optional(),
  savedAmountBadges: z.array(BadgeSchema).optional(),
  pointsMultiplierBanners: z.array(BannerSchema).optional(),
  freeBookingCancelationLabel: z.string().optional(),
  baggageInformationMessage: z.string().optional(),
  singleLineText: z.string().optional(),
  loyaltyCardNumberInput: z.object({ label: z.string(), helperText: z.string().optional() }).optional(),
  interstitialImage: ImageSchema.optional(),
  benefitsDescription: z.string().optional(),
  conditionalTermsAndConditionsDisclaimers: z.array(z.object({ condition: z.string(), text: z.string() })).optional(),
  links: z.array(LinkSchema).optional(),
  supplierBanner: BannerSchema.optional(),
  hotelPartnerLoyaltyBanner: BannerSchema.optional(),
  crossSell: z.array(BannerSchema).optional(),
  // The home page's featured offers carousel (§R2); kept apart from `banners`, which are page notices.
  featuredOffers: z.array(BannerSchema).optional(),
  insiderTips: z.array(TipSchema).optional(),
  infoTooltips: z.array(InfoTooltipSchema).optional(),
  marketingBanners: z
    .object({ Tikety_Marketing_Banner: BannerSchema.optional(), Uber_Marketing_Banner: BannerSchema.optional() })
    .optional(),
})
export type PageContent = z.infer<typeof PageContentSchema>
export type Banner = z.infer<typeof BannerSchema>

/**
 * A page's content id: its route's path with dots for slashes ('accommodations.search-results',
 * 'reservations.view.hotel'; the landing page of a line is the line, the home page 'home').
 */
export const PageKeySchema = z
  .string()
  .max(64)
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, 'must be up to 64 lower-case letters, digits or hyphens, in parts joined by dots')
