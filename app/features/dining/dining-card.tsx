// A restaurant in the results: image, name, cuisine, price level, neighbourhood, TripAdvisor rating,
// the earn-points badge of rewards partners, what booking costs (free, a deposit or set menus from a
// price) and the seatings around the wished time, each a link to the restaurant at that time.
import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { RestaurantSummary } from '@contracts/lxp/dining.schema'
import { diningPriceShort, formatClock } from './dining-format'
import { diningText } from '~/i18n/plain/dining'
import { formatCount } from '~/lib/format/stay-date'
import { siteCurrency } from '~/lib/format/visitor-settings'
import { Image } from '~/ui/image'

const badgeClass = css({ display: 'inline-flex', alignItems: 'center', gap: '1', fontSize: 'sm', fontWeight: 'semibold', bg: 'success.subtle', color: 'success.default', borderRadius: 'md', px: '2', py: '0.5' })
const slotClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '10',
  px: '3',
  borderWidth: '1px',
  borderColor: 'accent.default',
  color: 'accent.default',
  borderRadius: 'md',
  fontWeight: 'semibold',
  _hover: { bg: 'accent.default', color: 'accent.fg' },
})

export function DiningCard({ restaurant, party, onOpen, priority = false }: { restaurant: RestaurantSummary; party: { date: string; time: string; guests: number }; onOpen?: () => void; /** One of the first cards: its picture loads at once. */ priority?: boolean }) {
  const titleId = `restaurant-${restaurant.restaurantId}`
  const open = restaurant.slots.filter((slot) => slot.available)
  const currency = restaurant.fromPerPerson?.currency ?? restaurant.tableDeposit?.currency ?? siteCurrency()
  const offerSearch = (time: string) => ({ restaurantId: restaurant.restaurantId, date: party.date, time, guests: party.guests })
  return (
    <article aria-labelledby={titleId} className={css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '4', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4', bg: 'bg.canvas' })}>
      <Image src={restaurant.image.src} alt={restaurant.image.alt} width={200} height={125} priority={priority} sizes="(min-width: 768px) 12.5rem, 100vw" className={css({ objectFit: 'cover', w: { base: 'full', md: '12.5rem' }, h: '8rem', bg: 'bg.muted', borderRadius: 'md' })} />
      <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h3 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          <Link to="/dining/offer" search={offerSearch(party.time)} onClick={onOpen} className={css({ _hover: { textDecoration: 'underline' } })}>
            {restaurant.name}
          </Link>
        </h3>
        <p className={css({ fontSize: 'sm' })}>
          {restaurant.cuisineLabel} · <abbr title={diningText('offer.price-level-of', { priceLevel: restaurant.priceLevel })}>{restaurant.priceLabel}</abbr> · {restaurant.neighbourhood}
        </p>
        <p className={css({ fontSize: 'sm' })}>
          {diningText.rich('rating.line', { score: <span key="score" className={css({ fontWeight: 'semibold' })}>{diningText('rating.score', { score: restaurant.rating.score.toFixed(1) })}</span>, count: formatCount(restaurant.rating.count) })}
        </p>
        <p className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
          {/* Marked as the banner and the filter name partners; the rate only when the site lets dining earn. */}
          {restaurant.pointsEligible && <span className={badgeClass}>{restaurant.earn.perCurrencyUnit > 0 ? diningText('card.rewards-partner-earn', { perCurrencyUnit: restaurant.earn.perCurrencyUnit }) : diningText('card.rewards-partner')}</span>}
          <span>
            {restaurant.tableDeposit ? diningText('dining-card.table-deposit-a', { amount: diningPriceShort(restaurant.tableDeposit.amount, currency) }) : diningText('dining-card.free-to-reserve')}
            {restaurant.fromPerPerson ? diningText('card.set-menus-from', { price: diningPriceShort(restaurant.fromPerPerson.amount, currency) }) : ''}
          </span>
        </p>
        {open.length > 0 ? (
          <ul aria-label={diningText('card.times-at', { restaurantName: restaurant.name })} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1' })}>
            {open.map((slot) => (
              <li key={slot.time}>
                <Link to="/dining/offer" search={offerSearch(slot.time)} onClick={onOpen} className={slotClass} aria-label={diningText('card.time-at', { time: formatClock(slot.time), restaurantName: restaurant.name })}>
                  {formatClock(slot.time)}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{restaurant.slots.length > 0 ? diningText('card.fully-booked-around-this-time') : diningText('card.no-seating-around-this-time')}</p>
        )}
      </div>
    </article>
  )
}
