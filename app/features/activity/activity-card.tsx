// A tour or transfer card: image, title and summary, category, duration, rating, the price per
// traveler or vehicle and for the whole party, the points a card member earns, free cancellation,
// and the first departure with room for the party, on the destination's clock (issue 37).
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { ActivitySummary } from '@contracts/lxp/activity.schema'
import { inVenueTime } from '~/lib/format/instant-day'
import { formatPoints } from '~/lib/format/money'
import { activityPrice, activityPriceShort, formatStart, kindPaths, partySummary } from './activity-format'
import type { ActivityKind } from './activity-params'
import { Rating } from './activity-supplier'
import { PointsPrice } from '~/features/session/points-price'
import { activityText } from '~/i18n/plain/activity'
import { DurationIcon } from '~/ui/travel-icons'
import { Image } from '~/ui/image'

/** What the card says of cancelling the departure it shows, as the platform judged it (issue 37). */
const cancellationKeys = {
  FREE: 'card.free-cancellation-up-to-24',
  FREE_ON_LATER_DEPARTURES: 'card.free-cancellation-later',
  NO_REFUND_WITHIN_24_HOURS: 'card.no-refund-within-24',
  NON_REFUNDABLE: 'card.non-refundable',
} as const satisfies Record<ActivitySummary['cancellation'], string>

const badgeClass = css({ display: 'inline-flex', alignItems: 'center', fontSize: 'sm', bg: 'bg.muted', borderRadius: 'md', px: '2', py: '0.5' })

/** `party`: everyone (`travelers`) and the children among them, by age (tours). */
export function ActivityCard({ kind, offer, timeZone, party: { travelers, childAges }, memberPoints = 0, onOpen, priority = false }: { kind: ActivityKind; offer: ActivitySummary; /** The destination's zone: whose clock the next departure is on (issue 37). */ timeZone: string | undefined; party: { travelers: number; childAges: readonly number[] }; /** The member's points (0: cash only). */ memberPoints?: number; onOpen?: () => void; /** One of the first cards: its picture loads at once. */ priority?: boolean }) {
  const { currency } = offer.price.total
  const titleId = `activity-${offer.activityId}`
  const next = offer.next
  // "From" is an adult's seat: a child's costs less, so a tour says whose price it is (issue 36).
  const per = activityText(offer.price.pricedPer === 'TRAVELER' ? (kind === 'tour' ? 'per.adult' : 'per.passenger') : kind === 'tour' ? 'per.group' : 'per.vehicle')
  const party = partySummary(kind, travelers, childAges)
  return (
    <article aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4', bg: 'bg.canvas' })}>
      <Image src={offer.image.src} alt={offer.image.alt} width={240} height={150} priority={priority} sizes="(min-width: 768px) 15rem, 100vw" className={css({ objectFit: 'cover', w: { base: 'full', md: '15rem' }, h: '9.5rem', bg: 'bg.muted', borderRadius: 'md' })} />
      <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h3 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {offer.title}
        </h3>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{offer.summary}</p>
        <ul aria-label={activityText('card.features')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <li className={badgeClass}>{offer.categoryLabel}</li>
          <li className={badgeClass}>
            <DurationIcon size={14} />
            {offer.durationLabel}
          </li>
          <li className={badgeClass}>{offer.supplier.name}</li>
        </ul>
        <Rating rating={offer.rating} />
        {next && <p className={css({ fontSize: 'sm' })}>{activityText('card.next-with-room', { party, start: inVenueTime(formatStart(next.date, next.time), timeZone) })}</p>}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: { base: 'flex-start', md: 'flex-end' }, minW: '12rem' })}>
        <p>
          <span className={css({ fontSize: 'sm' })}>{activityText('card.from')} </span>
          <span className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{activityPriceShort(offer.price.from.amount, currency)}</span> <span className={css({ fontSize: 'sm' })}>{per}</span>
        </p>
        <p className={css({ fontSize: 'sm' })}>
          {activityText('card.total-for', { price: activityPrice(offer.price.total.amount, currency), party })}
        </p>
        <PointsPrice amount={offer.price.total.amount} memberPoints={memberPoints} />
        <p className={css({ fontSize: 'sm', color: offer.freeCancellation ? 'success.default' : 'fg.muted' })}>{activityText(cancellationKeys[offer.cancellation])}</p>
        {offer.pointsEligible && offer.earnPoints > 0 && <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'success.default' })}>{activityText('card.earn', { points: formatPoints(offer.earnPoints) })}</p>}
        {next && next.left <= 3 && <p className={css({ fontSize: 'sm', color: 'danger.default' })}>{activityText('card.only-left', { count: next.left })}</p>}
        <Link
          to={kindPaths[kind].offer}
          search={{
            activityId: offer.activityId,
            date: next?.date,
            travelers,
            childAges: childAges.length > 0 ? childAges.join(',') : undefined,
            time: kind === 'transport' ? next?.time : undefined,
            from: offer.route?.from.id,
            to: offer.route?.to.id,
          }}
          onClick={onOpen}
          aria-label={activityText('card.see-details-and', { offerTitle: offer.title })}
          className={css({ mt: '2', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '5', py: '2', borderRadius: 'md', _hover: { bg: 'accent.emphasized' } })}
        >
          {activityText('card.see-details')}
        </Link>
      </div>
    </article>
  )
}
