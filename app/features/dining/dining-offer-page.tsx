// A restaurant's page (§R2 offer details): who it is (cuisine, price level, rating, rewards
// badge), booking — the date and party, the seatings around the wished time as radio buttons, the
// booking options (a table, free or with a deposit, or set menus per person) with the party's price
// and cancellation rule — then on to checkout; and what to know: address, opening hours, dress code,
// menu highlights, accessibility and TripAdvisor reviews.
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import { termList } from 'styled-system/recipes/term-list'
import type { DiningOffer, PricedDiningOption } from '@contracts/lxp/dining.schema'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { MapSearchLink } from '~/features/places/map-search-link'
import { ReviewList } from '~/features/reviews/review-list'
import { diningPaymentTerms, diningPrice, formatClock, formatDiningDate, formatParty, partnerPointsText } from './dining-format'
import { diningDefaults, diningOfferQueryOf, type DiningOfferInput } from './dining-params'
import { diningOfferQueryOptions } from './dining.queries'
import { diningText } from '~/i18n/plain/dining'
import { OfferUnavailable } from '~/features/lines/offer-unavailable'
import { Offered } from '~/features/lines/offered'
import { formatCount, withVisitorDates } from '~/lib/format/stay-date'
import { cancellationPolicyDescriptionText } from '~/features/reservations/cancellation-policy-text'
import { siteCurrency } from '~/lib/format/visitor-settings'
import { PageBanner } from '~/features/page-content/page-content-slot'
import { inVenueTime } from '~/lib/format/instant-day'
import { formatSupplierAddress, supplierAddressLines } from '@contracts/lxp/shared/address-lines'
import { LeadPicture } from '~/ui/pictures/picture-gallery'
import { bookableFromIso, useBookableFrom } from '~/lib/search-dates'
import { useRouteCodeOnUse } from '~/lib/route-code-on-use'

const route = getRouteApi('/dining/offer')
const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '3', borderTopWidth: '1px', borderColor: 'border.default', pt: '6' })
const sectionTitleClass = css({ fontSize: 'xl', fontWeight: 'semibold' })
const legendClass = css({ fontWeight: 'semibold', mb: '2' })
const inputClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas' })
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const slotClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minH: '11',
  px: '3',
  borderWidth: '1px',
  borderColor: 'border.strong',
  borderRadius: 'md',
  cursor: 'pointer',
  '&:has(input:checked)': { borderColor: 'accent.default', bg: 'accent.subtle', fontWeight: 'semibold' },
  '&:has(input:disabled)': { cursor: 'not-allowed', color: 'fg.muted', textDecoration: 'line-through' },
  '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  '& input': { w: '5', h: '5', accentColor: 'accent.default' },
})

export function DiningOfferPage() {
  const query = diningOfferQueryOf(route.useSearch())
  if (!query) return <OfferUnavailable line="dining" heading={diningText('checkout.choose-a-restaurant')} message={diningText('offer.this-page-needs')} />
  // A new key per answer: the choices start again from the page's seatings and options.
  return <Offered line="dining" query={diningOfferQueryOptions(query)} refusedHeading={(status) => (status === 404 ? diningText('checkout.we-can-t') : diningText('offer.this-restaurant-can'))}>{(offer) => <OfferDetails key={JSON.stringify(query)} offer={offer} query={query} />}</Offered>
}

/** The seating closest to the wished time that still has room, if any. */
function closestOpenSlot(offer: DiningOffer) {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
  const wished = minutes(offer.booking.time)
  return offer.slots.filter((slot) => slot.available).sort((a, b) => Math.abs(minutes(a.time) - wished) - Math.abs(minutes(b.time) - wished))[0]?.time
}

function OfferDetails({ offer, query }: { offer: DiningOffer; query: DiningOfferInput }) {
  // Continue asks for the quote at once: the checkout's code is here by then.
  useRouteCodeOnUse('/dining/checkout')
  const wished = route.useSearch()
  const [time, setTime] = useState(() => closestOpenSlot(offer))
  const [optionId, setOptionId] = useState(wished.optionId ?? 'table')
  const option = offer.options.find((candidate) => candidate.id === optionId) ?? offer.options[0]
  const money = (amount: number) => diningPrice(amount, option?.price.currency ?? siteCurrency())

  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '6' })}>
        <LeadPicture title={diningText('offer.pictures', { name: offer.name })} pictures={offer.images} width={320} height={200} priority sizes="(min-width: 768px) 20rem, 100vw" className={css({ w: { base: 'full', md: '20rem' }, alignSelf: 'flex-start' })} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>{offer.name}</h1>
          <p>
            {offer.cuisineLabel} · <abbr title={diningText('offer.price-level-of', { priceLevel: offer.priceLevel })}>{offer.priceLabel}</abbr> · {offer.neighbourhood}, {offer.destination.name}
          </p>
          <p>
            {diningText.rich('rating.line', { score: <span key="score" className={css({ fontWeight: 'semibold' })}>{diningText('rating.score', { score: offer.rating.score.toFixed(1) })}</span>, count: formatCount(offer.rating.count) })}
          </p>
          {offer.pointsEligible && <p className={css({ color: 'success.default', fontWeight: 'semibold' })}>{partnerPointsText(offer)}</p>}
          <p>{offer.description}</p>
        </div>
      </div>
      <PageBanner field="supplierBanner" />

      <section aria-labelledby="booking" className={sectionClass}>
        <h2 id="booking" className={sectionTitleClass}>
          {diningText('offer.book-a-table')}
        </h2>
        <PartyForm query={query} maxPartySize={offer.maxPartySize} timeZone={offer.timeZone} />
        {offer.note && (
          <Alert variant="block-info" title={offer.openOnDate ? diningText('offer.no-table-at') : diningText('offer.closed-that-day')}>
            {withVisitorDates(offer.note)}
          </Alert>
        )}
        {offer.slots.length > 0 && (
          <fieldset>
            <legend className={legendClass}>
              {diningText('offer.time-on-for', { date: inVenueTime(formatDiningDate(offer.booking.date), offer.timeZone), party: formatParty(offer.booking.partySize) })}
            </legend>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              {offer.slots.map((slot) => (
                <label key={slot.time} className={slotClass}>
                  <input type="radio" name="time" value={slot.time} checked={time === slot.time} disabled={!slot.available} onChange={() => setTime(slot.time)} />
                  {formatClock(slot.time)}
                  {!slot.available && <span className={css({ srOnly: true })}> {diningText('offer.fully-booked')}</span>}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <fieldset>
          <legend className={legendClass}>{diningText('offer.what-to-book')}</legend>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
            {offer.options.map((candidate) => (
              <OptionChoice key={candidate.id} option={candidate} checked={candidate.id === option?.id} onChoose={() => setOptionId(candidate.id)} />
            ))}
          </div>
        </fieldset>
        {option && (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <p className={css({ fontWeight: 'semibold' })}>
              {option.price.dueNow > 0 ? diningText('offer.due-now-for', { party: formatParty(option.price.partySize), amount: money(option.price.dueNow) }) : diningText('offer.nothing-to-pay')}
              {option.price.taxes > 0 ? diningText('offer.including-taxes', { amount: money(option.price.taxes) }) : ''}
            </p>
            <p>{diningPaymentTerms(option, option.price)}</p>
            <p className={css({ fontSize: 'sm' })}>{cancellationPolicyDescriptionText(option.cancellationPolicy, offer.timeZone)}</p>
          </div>
        )}
        {time && option ? (
          <Link
            to="/dining/checkout"
            search={{ restaurantId: offer.restaurantId, optionId: option.id, date: offer.booking.date, time, guests: offer.booking.partySize }}
            className={css({ alignSelf: 'flex-start', bg: 'accent.default', color: 'accent.fg', fontWeight: 'semibold', px: '6', py: '3', borderRadius: 'md', _hover: { bg: 'accent.emphasized' } })}
          >
            {diningText('offer.continue-to-checkout')}
          </Link>
        ) : (
          <p className={css({ color: 'fg.muted' })}>{diningText('offer.choose-another-date')}</p>
        )}
      </section>

      <section aria-labelledby="about" className={sectionClass}>
        <h2 id="about" className={sectionTitleClass}>
          {diningText('offer.about', { name: offer.name })}
        </h2>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '6' })}>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <h3 className={css({ fontWeight: 'semibold' })}>{diningText('checkout.address')}</h3>
            <p>
              {formatSupplierAddress(offer.address)} <MapSearchLink address={[offer.name, ...supplierAddressLines(offer.address)]} />
            </p>
            <p>
              {diningText('offer.phone')} <a href={`tel:${offer.phone.replace(/[^\d+]/g, '')}`}>{offer.phone}</a>
            </p>
            <h3 className={css({ fontWeight: 'semibold' })}>{diningText('checkout.dress-code')}</h3>
            <p>{offer.dressCode}</p>
            <h3 className={css({ fontWeight: 'semibold' })}>{diningText('offer.accessibility')}</h3>
            <ul className={css({ listStyle: 'disc', pl: '5' })}>
              {offer.accessibility.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </div>
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <h3 className={css({ fontWeight: 'semibold' })}>{diningText('offer.opening-hours')}</h3>
            <dl className={termList({ gap: 'tight' })}>
              {offer.openingHours.map((hours) => (
                <div key={hours.weekday} className={css({ display: 'contents' })}>
                  <dt>{days[hours.weekday - 1]}</dt>
                  {/* The visitor's clock, as the seatings beside it (a 6:00 PM seating beside "17:30–23:30" read as two clocks). */}
                  <dd>{hours.open && hours.close ? `${formatClock(hours.open)}–${formatClock(hours.close)}` : hours.label}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section aria-labelledby="menu" className={sectionClass}>
        <h2 id="menu" className={sectionTitleClass}>
          {diningText('offer.menu-highlights')}
        </h2>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          {offer.menuHighlights.map((dish) => (
            <li key={dish.name}>
              {/* A dish named in its own language is read in it (WCAG 3.1.2). */}
              <span lang={dish.lang} className={css({ fontWeight: 'semibold' })}>
                {dish.name}
              </span>
              : {dish.description}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="reviews" className={sectionClass}>
        <h2 id="reviews" className={sectionTitleClass}>
          {diningText('offer.reviews')}
        </h2>
        <p>
          {diningText('offer.of-5-from', { score: offer.reviews.score.toFixed(1), count: formatCount(offer.reviews.count) })}
        </p>
        <ReviewList reviews={offer.reviews.items} />
      </section>
    </Container>
  )
}

function OptionChoice({ option, checked, onChoose }: { option: PricedDiningOption; checked: boolean; onChoose: () => void }) {
  const money = (amount: number) => diningPrice(amount, option.price.currency)
  const price = option.pricePerPerson ? `${money(option.pricePerPerson.amount)} a person` : option.depositPerPerson ? diningText('offer.deposit-a-person', { amount: money(option.depositPerPerson.amount) }) : 'Free'
  return (
    <label className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', borderWidth: '1px', borderColor: checked ? 'accent.default' : 'border.default', borderRadius: 'md', p: '3', cursor: 'pointer' })}>
      <input type="radio" name="option" value={option.id} checked={checked} onChange={onChoose} className={css({ mt: '1', w: '5', h: '5', accentColor: 'accent.default' })} />
      <span className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <span className={css({ fontWeight: 'semibold' })}>
          {option.name} · {price}
        </span>
        <span className={css({ fontSize: 'sm' })}>{option.description}</span>
        {option.kind === 'EXPERIENCE' && <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{diningText('offer.includes', { items: option.includes.join(', ') })}</span>}
      </span>
    </label>
  )
}

/** Another date or party size for this restaurant (the time stays as wished), from the restaurant's today (issue 37). */
function PartyForm({ query, maxPartySize, timeZone }: { query: DiningOfferInput; maxPartySize: number; timeZone: string }) {
  const navigate = useNavigate()
  const id = useId()
  const bookableFrom = useBookableFrom(timeZone)
  const [date, setDate] = useState(query.date)
  const [guests, setGuests] = useState(String(query.partySize))
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < bookableFromIso(timeZone)) {
      setError(diningText('offer.choose-today-or'))
      document.getElementById(`${id}-date`)?.focus()
      return
    }
    setError(undefined)
    void navigate({ to: '/dining/offer', search: { restaurantId: query.restaurantId, date, time: query.time, guests: Number(guests) } })
  }
  return (
    <form onSubmit={submit} noValidate aria-label={diningText('offer.change-date-or')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <label htmlFor={`${id}-date`}>{diningText('offer.date')}</label>
        <input id={`${id}-date`} type="date" value={date} min={bookableFrom} onChange={(event) => setDate(event.target.value)} className={inputClass} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-date-error` : undefined} />
        {error && (
          <span id={`${id}-date-error`} className={css({ color: 'danger.default', fontSize: 'sm' })}>
            {error}
          </span>
        )}
      </div>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <label htmlFor={`${id}-guests`}>{diningText('offer.party-size')}</label>
        <select id={`${id}-guests`} value={guests} onChange={(event) => setGuests(event.target.value)} className={inputClass}>
          {Array.from({ length: Math.min(maxPartySize, diningDefaults.maxGuests) }, (_, index) => (
            <option key={index} value={index + 1}>
              {formatParty(index + 1)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={css({ borderWidth: '1px', borderColor: 'accent.default', color: 'accent.default', fontWeight: 'semibold', px: '4', minH: '11', borderRadius: 'md', cursor: 'pointer' })}>
        {diningText('offer.show-times')}
      </button>
    </form>
  )
}
