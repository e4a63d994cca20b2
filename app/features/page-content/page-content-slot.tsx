// The places a page shows its editorial content (§R2.51 "Every page receives data"): banners,
// badges and one-line labels (decision 082); the checkout's disclaimers and every page's notices are
// apart (./page-disclaimers.tsx, ./page-notices.tsx), so the pages that do not show these do not load them.
// Each reads its field of the shown page's content and renders nothing when the page has none.
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { Banner } from '@contracts/site/page-content.schema'
import { leadsToAvailableLine } from '~/features/lines/lines'
import { Alert, type AlertVariant } from '~/ui/alert'
import { Link } from '~/ui/link'
import { usePageContent } from './page-content'
import { siteShellQueryOptions } from '~/features/site-config/site.queries'

type BannerField = 'bannerBlock' | 'paymentsBanner' | 'iapFareBanner' | 'supplierBanner' | 'hotelPartnerLoyaltyBanner'
type BannerListField = 'banners' | 'pointsMultiplierBanners'
type LabelField = 'free24Cancellation' | 'freeBookingCancelationLabel' | 'baggageInformationMessage' | 'singleLineText' | 'benefitsDescription'
type BadgeField = 'earnPointsBadges' | 'savedAmountBadges'

const linkClass = css({ color: 'fg.link', textDecoration: 'underline', fontWeight: 'semibold' })
const listClass = css({ display: 'flex', flexDirection: 'column', gap: '3' })

/** Banners whose link leads to a switched-off line are left out (it would be a 404). */
function useShownBanners(banners: (Banner | undefined)[]) {
  const { data: shell } = useSuspenseQuery(siteShellQueryOptions())
  return banners.filter((banner): banner is Banner => Boolean(banner) && (!banner?.link || leadsToAvailableLine(shell, banner.link.href)))
}

function ContentBanner({ banner, variant }: { banner: Banner; variant: AlertVariant }) {
  return (
    <Alert variant={variant} title={banner.title}>
      {banner.body && <p>{banner.body}</p>}
      {banner.link && (
        <p>
          <Link href={banner.link.href} target={banner.link.newTab ? '_blank' : undefined} className={linkClass}>
            {banner.link.label}
          </Link>
        </p>
      )}
    </Alert>
  )
}

/** One banner of the page: a block's (`block-info`, the default) or the page's (`page-info`). */
export function PageBanner({ field, variant = 'block-info', className }: { field: BannerField; variant?: AlertVariant; className?: string }) {
  const [banner] = useShownBanners([usePageContent(field)])
  if (!banner) return null
  return (
    <div className={className}>
      <ContentBanner banner={banner} variant={variant} />
    </div>
  )
}

/** The page's notices over its results or offers: `banners`, `bannerBlock` and the points multipliers. */
export function PageBanners({ fields = ['banners', 'pointsMultiplierBanners'], className }: { fields?: BannerListField[]; className?: string }) {
  const banners = usePageContent('banners')
  const multipliers = usePageContent('pointsMultiplierBanners')
  const block = usePageContent('bannerBlock')
  const shown = useShownBanners([...(fields.includes('banners') ? [...(banners ?? []), block] : []), ...(fields.includes('pointsMultiplierBanners') ? (multipliers ?? []) : [])])
  if (shown.length === 0) return null
  return (
    <div className={cx(listClass, className)}>
      {shown.map((banner) => (
        <ContentBanner key={banner.id} banner={banner} variant="page-info" />
      ))}
    </div>
  )
}

/** A one-line text of the content: a label at a rate, the baggage message, a notice. */
export function PageLabel({ field, className }: { field: LabelField; className?: string }) {
  const text = usePageContent(field)
  if (!text) return null
  return <p className={cx(css({ fontSize: 'sm', color: 'fg.muted' }), className)}>{text}</p>
}

/** A cancellation label at a rate or in checkout: set off in the success colour. */
export function CancellationLabel({ field = 'freeBookingCancelationLabel' }: { field?: 'free24Cancellation' | 'freeBookingCancelationLabel' }) {
  const text = usePageContent(field)
  if (!text) return null
  return <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'success.default' })}>{text}</p>
}

/** The page's badge for a product type (HOTEL, AIR, CAR, DINING, ACTIVITY) on a result card; `fallback` without one. */
export function PageBadge({ field, productType, fallback = null }: { field: BadgeField; productType: string; fallback?: ReactNode }) {
  const badge = usePageContent(field)?.find((candidate) => candidate.productType === productType)
  if (!badge) return fallback
  return (
    <span
      className={css({
        display: 'inline-block',
        alignSelf: 'flex-start',
        fontSize: 'xs',
        fontWeight: 'semibold',
        px: '2',
        py: '0.5',
        borderRadius: 'full',
        bg: field === 'earnPointsBadges' ? 'info.subtle' : 'success.subtle',
        color: field === 'earnPointsBadges' ? 'info.default' : 'success.default',
      })}
    >
      {badge.text}
    </span>
  )
}
