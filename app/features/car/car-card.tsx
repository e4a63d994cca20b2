// A car offer card (§R2): image, title and description, pick-up and drop-off locations,
// feature icons, the daily value, the total with an approximate note, and payment information.
import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { termList } from 'styled-system/recipes/term-list'
import type { CarOfferSummary } from '@contracts/lxp/car.schema'
import { VehicleFeatures, vehicleDescription, vehicleTitle } from './car-parts'
import { carDayPrice, carPrice } from './car-format'
import { PointsPrice } from '~/features/session/points-price'
import type { CarRentalParams } from './car-params'
import { carText } from '~/i18n/plain/car'
import { Image } from '~/ui/image'

type CarCardProps = {
  offer: CarOfferSummary
  rental: CarRentalParams & { pickUpDate: string; dropOffDate: string }
  onOpen?: () => void
  /** Marked while its rental location is chosen on the map. */
  highlighted?: boolean
  /** The member's points balance (0: cash only), read once by the page. */
  memberPoints?: number
  /** One of the first cards: its picture loads at once. */
  priority?: boolean
}

export function CarCard({ offer, rental, onOpen, highlighted = false, memberPoints = 0, priority = false }: CarCardProps) {
  const { currency } = offer.total
  const day = carDayPrice(offer.total.amount, offer.days)
  const titleId = `car-${offer.offerId}`
  const oneWay = offer.dropOffLocation.id !== offer.pickUpLocation.id
  return (
    <article
      aria-labelledby={titleId}
      className={css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '4', borderWidth: '1px', borderColor: highlighted ? 'accent.default' : 'border.default', boxShadow: highlighted ? 'lg' : 'none', borderRadius: 'lg', p: '4', bg: 'bg.canvas' })}
    >
      <Image src={offer.vehicle.image.src} alt={offer.vehicle.image.alt} width={240} height={150} priority={priority} sizes="(min-width: 768px) 15rem, 100vw" className={css({ objectFit: 'contain', w: { base: 'full', md: '15rem' }, h: '9.5rem', bg: 'bg.muted', borderRadius: 'md' })} />
      <div className={css({ flex: '1', display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h3 id={titleId} className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {vehicleTitle(offer)}
        </h3>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {offer.supplier.name}. {vehicleDescription(offer.vehicle)}
        </p>
        <dl className={cx(termList({ gap: 'tight' }), css({ fontSize: 'sm' }))}>
          <dt className={css({ fontWeight: 'medium' })}>{carText('card.pick-up')}</dt>
          <dd>{offer.pickUpLocation.name}</dd>
          <dt className={css({ fontWeight: 'medium' })}>{carText('card.drop-off')}</dt>
          <dd>
            {offer.dropOffLocation.name}
            {oneWay ? carText('card.one-way') : ''}
          </dd>
        </dl>
        <VehicleFeatures vehicle={offer.vehicle} />
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: { base: 'flex-start', md: 'flex-end' }, minW: '12rem' })}>
        <p>
          <span className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{carPrice(day.amount, currency)}</span> <span className={css({ fontSize: 'sm' })}>{day.exact ? carText('card.a-day') : carText('card.a-day-on-average')}</span>
        </p>
        <p className={css({ fontSize: 'sm' })}>
          {carText.plural('card.total-for-days', offer.days, { price: carPrice(offer.total.amount, currency) })}
          <span className={css({ display: 'block', color: 'fg.muted' })}>{carText('card.approximate-taxes-included')}</span>
        </p>
        <PointsPrice amount={offer.total.amount} memberPoints={memberPoints} />
        <p className={css({ fontSize: 'sm', color: offer.freeCancellation ? 'success.default' : 'fg.muted' })}>{offer.freeCancellation ? carText('card.free-cancellation-pay-now') : carText('card.pay-now-non-refundable')}</p>
        {offer.pointsEligible && <p className={css({ fontSize: 'sm' })}>{carText('card.pay-with-card')}</p>}
        {offer.carsLeft <= 2 && <p className={css({ fontSize: 'sm', color: 'danger.default' })}>{carText('card.only-left', { count: offer.carsLeft })}</p>}
        <Link
          to="/mobility/offer"
          search={{
            offerId: offer.offerId,
            pickUpDate: rental.pickUpDate,
            pickUpTime: rental.pickUpTime,
            dropOffDate: rental.dropOffDate,
            dropOffTime: rental.dropOffTime,
            driverAge: rental.driverAge,
            dropOffLocationId: oneWay ? offer.dropOffLocation.id : undefined,
          }}
          onClick={onOpen}
          aria-label={carText('card.view-deal-from', { model: offer.vehicle.model, supplierName: offer.supplier.name, pickUpLocationName: offer.pickUpLocation.name })}
          className={css({ mt: '2', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '5', py: '2', borderRadius: 'md', _hover: { bg: 'accent.emphasized' } })}
        >
          {carText('card.view-deal')}
        </Link>
      </div>
    </article>
  )
}
