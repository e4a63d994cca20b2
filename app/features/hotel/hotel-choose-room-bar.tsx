// A phone's bar at the foot of the hotel page (issue 42 item 2, §R2.99): the stay's lowest price and a link to the rooms,
// which on a phone start three screens down. Plain HTML and CSS (sticky to the window's foot while the page is in view),
// so it costs no script and works before any has come; the window keeps room for it when it scrolls a focused control
// into view (panda.config.ts), so the bar never hides the focus.
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes/button'
import type { HotelOffer } from '@contracts/lxp/hotel.schema'
import { hotelOfferText } from '~/i18n/plain/hotel-offer'
import { hotelText } from '~/i18n/plain/hotel'
import { formatMoney } from './hotel-money'

/** `offer.lowestTotal` is the platform's lowest total of the rates it lists (null when sold out): the figure the rates show. */
export function ChooseRoomBar({ offer, rooms }: { offer: Pick<HotelOffer, 'lowestTotal'>; rooms: number }) {
  const lowest = offer.lowestTotal
  if (!lowest) return null
  return (
    <div
      data-choose-room-bar=""
      className={css({
        display: { base: 'flex', md: 'none' },
        position: 'sticky',
        bottom: '0',
        zIndex: 'sticky',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '3',
        mx: '-4',
        px: '4',
        py: '3',
        bg: 'bg.canvas',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        boxShadow: '0 -2px 8px rgba(0, 23, 90, 0.12)',
      })}
    >
      <p className={css({ fontSize: 'sm' })}>
        {hotelText.rich('results.tag-price-from', { price: <strong key="price" className={css({ fontSize: 'lg' })}>{formatMoney(lowest)}</strong> })}{' '}
        {hotelOfferText.plural('page.total-for-rooms', rooms)}
      </p>
      <a href="#rooms" className={cx(button({ size: 'md' }), css({ flexShrink: 0, whiteSpace: 'nowrap' }))}>
        {hotelOfferText('offer.bar-choose-room')}
      </a>
    </div>
  )
}
