// A car's page (§R2 offer details): the vehicle, where and when to pick it up and drop it off
// with the locations' opening hours, the rental rules, the extras to add ("vehicle extras displayed")
// and the price, then on to checkout with the chosen extras in the address.
import { Link, getRouteApi } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Suspense, useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { termList } from 'styled-system/recipes/term-list'
import type { CarOffer, RentalLocation } from '@contracts/lxp/car.schema'
import { useTrackEvent } from '~/features/analytics/use-track-event'
import { Container } from '~/ui/container'
import { VehicleFeatures, vehicleDescription, vehicleTitle } from './car-parts'
import { RentalRules } from './car-rules'
import { carPrice, formatRentalMoment } from './car-format'
import { carSelectionOf, type CarSelectionInput } from './car-criteria'
import { carOfferPriceQueryOptions, carOfferQueryOptions } from './car.queries'
import { useCarRulesDialog } from './car-rules-dialog'
import { carText } from '~/i18n/plain/car'
import { OfferUnavailable } from '~/features/lines/offer-unavailable'
import { Offered } from '~/features/lines/offered'
import { withVisitorDates } from '~/lib/format/stay-date'
import { cancellationPolicyDescriptionText } from '~/features/reservations/cancellation-policy-text'
import { CancellationLabel, PageBanner } from '~/features/page-content/page-content-slot'
import { lazyWhenVisible } from '~/lib/lazy-when-visible'
import { formatSupplierAddress } from '@contracts/lxp/shared/address-lines'
import { Image } from '~/ui/image'
import { inVenueTime } from '~/lib/format/instant-day'
import { useRouteCodeOnUse } from '~/lib/route-code-on-use'

// The extras' check boxes and counters (Ark, about 18 KB compressed with their number parsing) are below
// the pick-up and drop-off details: their code loads when the section nears the viewport, until then
// the server's markup stays in place (docs/decisions/083).
const ExtraChoice = lazyWhenVisible('extras', () => import('./car-extra-choice').then((module) => ({ default: module.ExtraChoice })))

const route = getRouteApi('/mobility/offer')
const linkClass = css({ color: 'fg.link', textDecoration: 'underline' })
const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '3', borderTopWidth: '1px', borderColor: 'border.default', pt: '6' })
const sectionTitleClass = css({ fontSize: 'xl', fontWeight: 'semibold' })
const dlClass = termList()

export function CarOfferPage() {
  const selection = carSelectionOf(route.useSearch())
  if (!selection) return <OfferUnavailable line="mobility" heading={carText('checkout.choose-a-car')} message={carText('offer.this-page-needs')} />
  return <Offered line="mobility" query={carOfferQueryOptions(selection)} refusedHeading={(status) => (status === 404 ? carText('offer.we-can-t') : carText('offer.this-car-can'))}>{(offer) => <OfferDetails offer={offer} selection={selection} />}</Offered>
}

export function OpeningHours({ location }: { location: RentalLocation }) {
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
  return (
    <dl className={cx(termList({ gap: 'tight' }), css({ fontSize: 'sm' }))}>
      {location.openingHours.map((hours) => (
        <div key={hours.weekday} className={css({ display: 'contents' })}>
          <dt>{days[hours.weekday - 1]}</dt>
          <dd>{withVisitorDates(hours.label)}</dd>
        </div>
      ))}
    </dl>
  )
}

function OfferDetails({ offer, selection }: { offer: CarOffer; selection: CarSelectionInput }) {
  // Continue asks for the quote at once: the checkout's code is here by then.
  useRouteCodeOnUse('/mobility/checkout')
  const track = useTrackEvent()
  useCarRulesDialog(offer.supplier.name, offer.rules, offer.price.currency)
  const [quantities, setQuantities] = useState<Record<string, number>>(() => Object.fromEntries(selection.extras.map((extra) => [extra.id, extra.quantity])))
  useEffect(() => {
    track('Vehicle Extras Displayed', { productId: offer.offerId, extras: offer.extras.map((extra) => extra.id) })
  }, [track, offer.offerId, offer.extras])
  const money = (amount: number) => carPrice(amount, offer.price.currency)
  const chosen = offer.extras.filter((extra) => (quantities[extra.id] ?? 0) > 0)
  const { extras: _extras, ...rental } = selection
  const extrasParam = chosen.map((extra) => `${extra.id}:${quantities[extra.id]}`).join(',')
  // One total, with the chosen extras and their taxes, as the platform prices it (the offer alone has none).
  const priced = useQuery({ ...carOfferPriceQueryOptions(selection, extrasParam), enabled: extrasParam !== '' })
  const pricedWithExtras = extrasParam !== '' && priced.data?.ok ? priced.data.value.price : undefined
  const price = pricedWithExtras ?? offer.price
  const pricing = extrasParam !== '' && (priced.isFetching || priced.isPlaceholderData)

  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '6' })}>
        <Image src={offer.vehicle.image.src} alt={offer.vehicle.image.alt} width={360} height={225} priority sizes="(min-width: 768px) 22rem, 100vw" className={css({ objectFit: 'contain', w: { base: 'full', md: '22rem' }, bg: 'bg.muted', borderRadius: 'lg' })} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
            {vehicleTitle(offer)}
          </h1>
          <p>
            {offer.supplier.name}. {vehicleDescription(offer.vehicle)}
          </p>
          <VehicleFeatures vehicle={offer.vehicle} />
          <p className={css({ color: offer.cancellationPolicy.freeCancellationUntil ? 'success.default' : 'fg.muted', fontWeight: 'medium' })}>{cancellationPolicyDescriptionText(offer.cancellationPolicy, offer.pickUpLocation.timeZone)}</p>
          {offer.cancellationPolicy.freeCancellationUntil && <CancellationLabel />}
        </div>
      </div>
      <PageBanner field="supplierBanner" />
      <section aria-labelledby="pick-up-drop-off" className={sectionClass}>
        <h2 id="pick-up-drop-off" className={sectionTitleClass}>
          {carText('offer.pick-up-and')}
        </h2>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '6' })}>
          {[
            { title: 'Pick-up', location: offer.pickUpLocation, when: inVenueTime(formatRentalMoment(offer.rental.pickUpDate, offer.rental.pickUpTime), offer.pickUpLocation.timeZone) },
            { title: 'Drop-off', location: offer.dropOffLocation, when: inVenueTime(formatRentalMoment(offer.rental.dropOffDate, offer.rental.dropOffTime), offer.dropOffLocation.timeZone) },
          ].map((part) => (
            <div key={part.title} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <h3 className={css({ fontWeight: 'semibold' })}>
                {part.title}: {part.when}
              </h3>
              <p>{part.location.name}</p>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {formatSupplierAddress(part.location.address)}
              </p>
              <OpeningHours location={part.location} />
            </div>
          ))}
        </div>
      </section>
      <section aria-labelledby="extras" className={sectionClass}>
        <h2 id="extras" className={sectionTitleClass}>
          {carText('offer.vehicle-extras')}
        </h2>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{carText('offer.priced-per-day')}</p>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {offer.extras.map((extra) => (
            <li key={extra.id} className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', justifyContent: 'space-between', alignItems: 'center' })}>
              <div>
                <p className={css({ fontWeight: 'medium' })}>{extra.name}</p>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {extra.description} {carText('offer.extras-prices', { perDay: money(extra.perDay.amount), maxPerRental: money(extra.maxPerRental.amount) })}.
                </p>
              </div>
              <Suspense fallback={null}>
                <ExtraChoice extra={extra} quantity={quantities[extra.id] ?? 0} onChange={(quantity) => setQuantities((current) => ({ ...current, [extra.id]: quantity }))} />
              </Suspense>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="rules" className={sectionClass}>
        <h2 id="rules" className={sectionTitleClass}>
          {carText('offer.rental-rules')}
        </h2>
        <RentalRules offer={offer} />
        <p>
          <a href="#show_car_rental_rules_modal" className={linkClass}>
            {carText('offer.read-the-car')}
          </a>
        </p>
      </section>
      <section aria-labelledby="price" className={sectionClass}>
        <h2 id="price" className={sectionTitleClass}>
          {carText('offer.price')}
        </h2>
        <dl className={dlClass} aria-busy={pricing}>
          <dt>{carText.plural('offer.rental-days', offer.days)}</dt>
          <dd>{money(price.base)}</dd>
          {price.oneWayFee > 0 && (
            <>
              <dt>{carText('offer.one-way-fee')}</dt>
              <dd>{money(price.oneWayFee)}</dd>
            </>
          )}
          {price.youngDriverFee > 0 && (
            <>
              <dt>{carText('offer.young-driver-fee')}</dt>
              <dd>{money(price.youngDriverFee)}</dd>
            </>
          )}
          {price.extras > 0 && (
            <>
              <dt>{carText('offer.extras-before-taxes')}</dt>
              <dd>{money(price.extras)}</dd>
            </>
          )}
          <dt>{carText('offer.taxes')}</dt>
          <dd>{money(price.taxes)}</dd>
          <dt className={css({ fontWeight: 'bold' })}>{carText('offer.total')}</dt>
          <dd className={css({ fontWeight: 'bold' })}>{money(price.total)}</dd>
        </dl>
        <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted', minH: '5' })}>
          {pricing ? carText('offer.updating-price') : ''}
        </p>
        {offer.carsLeft === 0 ? (
          <p className={css({ color: 'danger.default', fontWeight: 'medium' })}>{carText('offer.this-car-is')}</p>
        ) : (
          <Link
            to="/mobility/checkout"
            search={{ ...rental, extras: extrasParam || undefined }}
            className={css({ alignSelf: 'flex-start', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '6', py: '3', borderRadius: 'md', _hover: { bg: 'accent.emphasized' } })}
          >
            {carText('offer.continue-to-checkout')}
          </Link>
        )}
      </section>
    </Container>
  )
}
