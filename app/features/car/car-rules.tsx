// The rental rules of a car as the offer page lists them.
import { css } from 'styled-system/css'
import { termList } from 'styled-system/recipes/term-list'
import type { CarOffer } from '@contracts/lxp/car.schema'
import { carPrice } from './car-format'
import { carBookingText } from '~/i18n/plain/car-booking'

const dlClass = termList()

export function RentalRules({ offer }: { offer: Pick<CarOffer, 'rules'> & { price: { currency: string } } }) {
  const { rules } = offer
  const money = (amount: number) => carPrice(amount, offer.price.currency)
  return (
    <dl className={dlClass}>
      <dt className={css({ fontWeight: 'medium' })}>{carBookingText('rules.minimum-driver-age')}</dt>
      <dd>{rules.minimumDriverAge}</dd>
      <dt className={css({ fontWeight: 'medium' })}>{carBookingText('offer.young-driver-fee')}</dt>
      <dd>
        {carBookingText('rules.a-day-for', { amount: money(rules.youngDriverFeePerDay.amount), youngDriverAgeBelow: rules.youngDriverAgeBelow })}
      </dd>
      <dt className={css({ fontWeight: 'medium' })}>{carBookingText('rules.deposit')}</dt>
      <dd>{carBookingText('rules.deposit-held', { amount: money(rules.deposit.amount) })}</dd>
      <dt className={css({ fontWeight: 'medium' })}>{carBookingText('rules.fuel-policy')}</dt>
      <dd>{rules.fuelPolicy}</dd>
      <dt className={css({ fontWeight: 'medium' })}>{carBookingText('rules.mileage')}</dt>
      <dd>{rules.mileage}</dd>
      <dt className={css({ fontWeight: 'medium' })}>{carBookingText('rules.cross-border')}</dt>
      <dd>{rules.crossBorder}</dd>
      <dt className={css({ fontWeight: 'medium' })}>{carBookingText('offer.one-way-fee')}</dt>
      <dd>{carBookingText('rules.when-dropped-off', { amount: money(rules.oneWayFee.amount) })}</dd>
    </dl>
  )
}
