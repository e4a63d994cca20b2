import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import type { HotelSummary } from '@contracts/lxp/hotel.schema'
import { CompareToggle } from '~/features/hotel/hotel-compare-controls'
import { Image } from '~/ui/image'
import { PointsPrice } from '~/features/session/points-price'
import { formatMoney, payNowText } from './hotel-money'
import { hotelText } from '~/i18n/plain/hotel'
import { formatCount } from '~/lib/format/stay-date'
import { PageBadge } from '~/features/page-content/page-content-slot'
import { StarRating } from '~/ui/star-rating'

type HotelCardProps = {
  hotel: HotelSummary
  nights: number
  layout: 'grid' | 'list'
  highlighted?: boolean
  /** The stay the offer page prices. */
  stay: { checkIn: string; checkOut: string; rooms: number; adults: number; children: number[] | undefined }
  /** The member's points balance (0: cash only), read once by the page. */
  memberPoints: number
  /** One of the first cards: its picture loads at once. */
  priority?: boolean
}

export function HotelCard({ hotel, nights, layout, highlighted, stay, memberPoints, priority = false }: HotelCardProps) {
  return (
    <article
      aria-labelledby={`hotel-${hotel.id}`}
      className={cx(
        css({
          display: 'flex',
          flexDirection: layout === 'grid' ? 'column' : { base: 'column', sm: 'row' },
          borderWidth: '1px',
          borderColor: highlighted ? 'accent.default' : 'border.default',
          borderRadius: 'lg',
          overflow: 'hidden',
          bg: 'bg.canvas',
          boxShadow: highlighted ? 'lg' : 'none',
        }),
      )}
    >
      <Image
        src={hotel.image.src}
        alt={hotel.image.alt}
        width={400}
        height={260}
        priority={priority}
        sizes="(min-width: 1200px) 400px, (min-width: 750px) 50vw, 100vw"
        className={css({ objectFit: 'cover', w: layout === 'grid' ? 'full' : { base: 'full', sm: '18rem' }, h: '13rem', bg: 'bg.muted' })}
      />
      <div className={css({ p: '4', display: 'flex', flexDirection: 'column', gap: '2', flex: '1' })}>
        <h3 id={`hotel-${hotel.id}`} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          <Link to="/accommodations/offer" search={{ hotelId: hotel.id, ...stay }} className={css({ color: 'fg.default', _hover: { textDecoration: 'underline' } })}>
            {hotel.name}
          </Link>
        </h3>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <StarRating stars={hotel.stars} label={hotelText('card.stars', { stars: hotel.stars })} /> · {hotelText('card.area-distance', { area: hotel.location.area, distance: hotel.location.distanceKm.toFixed(1) })}
        </p>
        <p className={css({ fontSize: 'sm' })}>
          {hotelText.rich('card.reviews', { score: <strong key="score">{hotel.review.score.toFixed(1)}/5</strong>, count: formatCount(hotel.review.count) })}
        </p>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: 'xs' })}>
          {hotel.freeCancellation && <li className={css({ color: 'success.default', fontWeight: 'semibold' })}>{hotelText('card.free-cancellation')}</li>}
          {hotel.payLater && <li>{hotelText('card.pay-at-the')}</li>}
          {/* Points are earned on what the card is charged now: a card paid at the hotel earns none through us (issue 36, fifth pass item 8). */}
          {hotel.pointsEligible && hotel.earnPointsEstimate > 0 && (
            <li>
              <PageBadge field="earnPointsBadges" productType="HOTEL" fallback={hotelText('card.earn-points')} />
            </li>
          )}
        </ul>
        {hotel.savedAmount && <PageBadge field="savedAmountBadges" productType="HOTEL" />}
        <div className={css({ mt: 'auto', display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '3' })}>
          <CompareToggle hotelId={hotel.id} hotelName={hotel.name} />
          <div className={css({ textAlign: 'right' })}>
          <p className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {formatMoney(hotel.nightlyPrice)} <span className={css({ fontSize: 'sm', fontWeight: 'normal' })}>{hotelText(stay.rooms > 1 ? 'card.per-room-night' : 'card.per-night')}</span>
          </p>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {hotelText.plural('card.total-for-nights', nights, { price: formatMoney(hotel.totalPrice) })}
          </p>
          <p className={css({ fontSize: 'sm' })}>{payNowText({ dueNow: hotel.dueNow.amount, dueAtProperty: hotel.dueAtProperty.amount, currency: hotel.totalPrice.currency })}</p>
          {/* Points pay what is charged now, as on the hotel page and at checkout: never the fees due at the hotel. */}
          <PointsPrice amount={hotel.dueNow.amount} memberPoints={memberPoints} />
          </div>
        </div>
      </div>
    </article>
  )
}
