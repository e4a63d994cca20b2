// What the flight exchange pages share: the link style, prices, and the pages that say why a change cannot go on.
import { css } from 'styled-system/css'
import { ErrorLayout } from '~/features/errors/error-layout'
import { MyTripsLink } from '~/features/reservations/reservation-parts'
import { formatPriceFull } from '~/lib/format/money'
import { airText } from '~/i18n/plain/air'

export const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
/** An exchange's amounts are in the site's currency. */
export const price = (amount: number) => formatPriceFull(amount)

export function ChooseBookingFirst() {
  return (
    <ErrorLayout heading={airText('exchange-common.choose-a-booking')}>
      <p>
        {airText('exchange-common.change-from-reservation')}{' '}
        <MyTripsLink>{airText('exchange-common.go-to-my')}</MyTripsLink>
      </p>
    </ErrorLayout>
  )
}

export function Refused({ message }: { message: string }) {
  return (
    <ErrorLayout heading={airText('exchange-common.these-flights-can')}>
      <p>
        {message}{' '}
        <MyTripsLink>{airText('exchange-common.go-to-my')}</MyTripsLink>
      </p>
    </ErrorLayout>
  )
}

