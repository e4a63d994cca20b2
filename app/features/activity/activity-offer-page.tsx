// A tour's or transfer's page (§R2 offer details): what it is, the itinerary or route, the
// meeting point or pick-up, inclusions, languages, accessibility, reviews, the cancellation policy and
// the supplier's contacts; then the date and party, a start time or vehicle to choose (native radio
// buttons: arrow keys move, Space picks) and on to checkout with the choice in the address.
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { css } from 'styled-system/css'
import type { ActivityOffer } from '@contracts/lxp/activity.schema'
import { activityLimits } from '@contracts/lxp/activity-limits'
import { Container } from '~/ui/container'
import { ReviewList } from '~/features/reviews/review-list'
import { activityPrice, formatDate, formatTime, kindPaths, kindWords, partyLabel, partySummary, underOnePriceNote } from './activity-format'
import { activityOfferQueryOf } from './activity-criteria'
import { type ActivityKind, type ActivityOfferParams } from './activity-params'
import { linkClass, primaryLinkClass } from './activity-parts'
import { Rating, SupplierContacts } from './activity-supplier'
import { activityOfferQueryOptions } from './activity.queries'
import { activityText } from '~/i18n/plain/activity'
import { OfferUnavailable } from '~/features/lines/offer-unavailable'
import { Offered } from '~/features/lines/offered'
import { formatCount, withVisitorDates } from '~/lib/format/stay-date'
import { cancellationPolicyDescriptionText } from '~/features/reservations/cancellation-policy-text'
import { CancellationLabel, PageBanner } from '~/features/page-content/page-content-slot'
import { inVenueTime } from '~/lib/format/instant-day'
import { LeadPicture } from '~/ui/pictures/picture-gallery'
import { childWithoutAge } from '~/ui/child-age-selects'
import { TourPartyFields, type TourParty } from './activity-party-fields'
import { useBookableFrom } from '~/lib/search-dates'
import { useRouteCodeOnUse } from '~/lib/route-code-on-use'

const sectionClass = css({ display: 'flex', flexDirection: 'column', gap: '3', borderTopWidth: '1px', borderColor: 'border.default', pt: '6' })
const sectionTitleClass = css({ fontSize: 'xl', fontWeight: 'semibold' })
const listClass = css({ listStyle: 'disc', pl: '5' })
const inputClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas' })

export function ActivityOfferPage({ kind }: { kind: ActivityKind }) {
  const params = useSearch({ strict: false }) as ActivityOfferParams
  const query = activityOfferQueryOf(params)
  if (!query) return <OfferUnavailable line={kindWords[kind].line} heading={activityText('checkout.choose-a-first', { noun: kindWords[kind].noun })} message={activityText('offer.this-page-needs', { noun: kindWords[kind].noun })} />
  // A new key per date and party, so the choice starts again from what is available.
  return <Offered line={kindWords[kind].line} query={activityOfferQueryOptions(query)} refusedHeading={(status) => (status === 404 ? activityText('offer.we-can-t', { noun: kindWords[kind].noun }) : activityText('offer.this-can-t', { noun: kindWords[kind].noun }))}>{(offer) => <OfferDetails key={`${query.date}|${query.travelers}|${query.childAges ?? ''}`} kind={kind} offer={offer} params={params} />}</Offered>
}

type Choice = { optionId: string; time: string }

function firstChoice(offer: ActivityOffer, params: ActivityOfferParams): Choice | undefined {
  const wanted = offer.options.find((option) => option.optionId === params.optionId)?.departures.find((departure) => departure.available && (!params.time || departure.time === params.time))
  if (wanted && params.optionId) return { optionId: params.optionId, time: wanted.time }
  for (const option of offer.options) {
    const departure = option.departures.find((candidate) => candidate.available)
    if (departure) return { optionId: option.optionId, time: departure.time }
  }
  return undefined
}

function OfferDetails({ kind, offer, params }: { kind: ActivityKind; offer: ActivityOffer; params: ActivityOfferParams }) {
  // Continue asks for the quote at once: the checkout's code is here by then.
  useRouteCodeOnUse(kindPaths[kind].checkout)
  const [choice, setChoice] = useState<Choice | undefined>(() => firstChoice(offer, params))
  const chosen = offer.options.find((option) => option.optionId === choice?.optionId)
  // Free cancellation ends 24 hours before the start chosen: the policy follows the choice (issue 37).
  const policy = chosen?.departures.find((departure) => departure.time === choice?.time)?.cancellationPolicy ?? offer.cancellationPolicy
  const money = (amount: number) => activityPrice(amount, offer.price.total.currency)
  const party = partySummary(kind, offer.travelers, offer.childAges, { withAges: true })
  const childAges = offer.childAges.length > 0 ? offer.childAges.join(',') : undefined
  // A child under 1 pays the child price where a seat is priced per person: said beside it (issue 36).
  const underOneNote = underOnePriceNote(offer.childAges, offer.childAges.length)

  return (
    <Container className={css({ py: '8', display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div className={css({ display: 'flex', flexDirection: { base: 'column', md: 'row' }, gap: '6' })}>
        <LeadPicture title={activityText('offer.pictures', { title: offer.title })} pictures={offer.images} width={360} height={225} priority sizes="(min-width: 768px) 22rem, 100vw" className={css({ w: { base: 'full', md: '22rem' }, alignSelf: 'flex-start' })} />
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>{offer.title}</h1>
          <p>{offer.description}</p>
          <p className={css({ fontSize: 'sm' })}>
            {activityText('offer.facts', { category: offer.categoryLabel, duration: offer.durationLabel, supplierName: offer.supplier.name })}
          </p>
          <Rating rating={offer.rating} />
          <p className={css({ color: policy.refundable ? 'success.default' : 'fg.default', fontWeight: 'medium' })}>{cancellationPolicyDescriptionText(policy, offer.destination.timeZone)}</p>
          {policy.freeCancellationUntil && <CancellationLabel />}
        </div>
      </div>
      <PageBanner field="supplierBanner" />

      <section aria-labelledby="availability" className={sectionClass}>
        <h2 id="availability" className={sectionTitleClass}>
          {activityText(kind === 'tour' ? 'offer.date-and-start' : 'offer.vehicle')}
        </h2>
        <ChangeDate kind={kind} offer={offer} params={params} />
        {offer.options.every((option) => option.departures.every((departure) => !departure.available)) ? (
          <p className={css({ color: 'danger.default', fontWeight: 'medium' })} role="status">
            {activityText('offer.nothing-available', { date: formatDate(offer.date), party })} {offer.options[0]?.unavailableReason ?? ''} {activityText('offer.try-another-date')}
          </p>
        ) : (
          <fieldset className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <legend className={css({ fontWeight: 'medium', mb: '2' })}>
              {activityText('offer.choose-for', { choice: activityText(kind === 'tour' ? 'offer.choose-a-start' : 'offer.choose-a-vehicle'), party, date: formatDate(offer.date) })}
            </legend>
            {offer.options.map((option) => (
              <div key={option.optionId} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '3', display: 'flex', flexDirection: 'column', gap: '2' })}>
                <p className={css({ fontWeight: 'semibold' })}>
                  {option.name}: {money(option.total.amount)}
                  {option.unitsNeeded > 1 && option.pricedPer === 'GROUP' ? activityText('offer.vehicles-needed', { count: option.unitsNeeded }) : ''}
                </p>
                <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                  {activityText('offer.unit-price', { description: option.description, price: money(option.unitPrice.amount), per: activityText(option.pricedPer === 'TRAVELER' ? (kind === 'tour' ? 'per.adult' : 'per.person') : kind === 'tour' ? 'per.group' : 'per.vehicle') })}
                  {/* A child's seat costs less where the price is per person (docs/decisions/098). */}
                  {kind === 'tour' && option.childUnitPrice && ` ${activityText('offer.child-price', { price: money(option.childUnitPrice.amount) })}`}
                  {kind === 'tour' && option.childUnitPrice && underOneNote && ` ${underOneNote}`}
                </p>
                {option.unavailableReason && <p className={css({ fontSize: 'sm', color: 'danger.default' })}>{option.unavailableReason}</p>}
                <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
                  {option.departures.map((departure) => (
                    <label key={departure.time} className={css({ display: 'flex', gap: '2', alignItems: 'center', borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', opacity: departure.available ? 1 : 0.6 })}>
                      <input
                        type="radio"
                        name="departure"
                        value={`${option.optionId}|${departure.time}`}
                        checked={choice?.optionId === option.optionId && choice.time === departure.time}
                        disabled={!departure.available}
                        onChange={() => setChoice({ optionId: option.optionId, time: departure.time })}
                      />
                      {option.name}, {inVenueTime(formatTime(departure.time), offer.destination.timeZone)}
                      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{departure.available ? activityText('offer.left', { count: departure.left }) : activityText(departure.left === 0 ? 'offer.sold-out' : 'offer.unavailable')}</span>
                    </label>
                  ))}
                </div>
              </div>
            ))}
          </fieldset>
        )}
        {chosen && choice && (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'center' })}>
            <p className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
              {activityText('offer.total-for', { price: money(chosen.total.amount), party })}
            </p>
            <Link
              to={kindPaths[kind].checkout}
              search={{ activityId: offer.activityId, optionId: chosen.optionId, date: offer.date, time: choice.time, travelers: offer.travelers, childAges, from: params.from, to: params.to }}
              className={primaryLinkClass}
            >
              {activityText('offer.continue-to-checkout')}
            </Link>
          </div>
        )}
      </section>

      {offer.route && (
        <section aria-labelledby="route" className={sectionClass}>
          <h2 id="route" className={sectionTitleClass}>
            {activityText('checkout.route')}
          </h2>
          <p>
            {activityText('offer.route', { from: offer.route.from.name, fromAddress: offer.route.from.address, to: offer.route.to.name, toAddress: offer.route.to.address, distance: formatCount(offer.distanceKm ?? 0), duration: offer.durationLabel })}
          </p>
        </section>
      )}
      {offer.itinerary.length > 0 && (
        <section aria-labelledby="itinerary" className={sectionClass}>
          <h2 id="itinerary" className={sectionTitleClass}>
            {activityText(kind === 'tour' ? 'offer.itinerary' : 'offer.how-it-works')}
          </h2>
          <ol className={css({ listStyle: 'decimal', pl: '5', display: 'flex', flexDirection: 'column', gap: '2' })}>
            {offer.itinerary.map((stop) => (
              <li key={stop.title}>
                {activityText.rich('offer.stop', { title: <span key="title" className={css({ fontWeight: 'medium' })}>{stop.title}</span>, minutes: stop.durationMinutes, description: withVisitorDates(stop.description) })}
              </li>
            ))}
          </ol>
        </section>
      )}
      <section aria-labelledby="meeting" className={sectionClass}>
        <h2 id="meeting" className={sectionTitleClass}>
          {offer.meetingPoint ? activityText('checkout.meeting-point') : offer.dropOff ? activityText('offer.pick-up-and-drop-off') : activityText('offer.pick-up')}
        </h2>
        {offer.meetingPoint ? (
          <p>
            {offer.meetingPoint.name}. {offer.meetingPoint.instructions}
          </p>
        ) : (
          <p>{offer.pickUp.description}</p>
        )}
        {/* A transfer says where it drops off, and whether checkout will ask for the address. */}
        {offer.dropOff && <p>{offer.dropOff.offered ? activityText('offer.drop-off-asked', { description: offer.dropOff.description, label: offer.dropOff.label.toLowerCase() }) : offer.dropOff.description}</p>}
      </section>
      <section aria-labelledby="included" className={sectionClass}>
        <h2 id="included" className={sectionTitleClass}>
          {activityText('offer.what-is-included')}
        </h2>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' })}>
          <div>
            <h3 className={css({ fontWeight: 'semibold' })}>{activityText('offer.included')}</h3>
            <ul className={listClass}>
              {offer.inclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className={css({ fontWeight: 'semibold' })}>{activityText('offer.not-included')}</h3>
            <ul className={listClass}>
              {offer.exclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
        <p>
          <span className={css({ fontWeight: 'medium' })}>{activityText('offer.languages')}</span> {offer.languages.map((language) => language.label).join(', ')}
        </p>
      </section>
      <section aria-labelledby="accessibility" className={sectionClass}>
        <h2 id="accessibility" className={sectionTitleClass}>
          {activityText('offer.accessibility')}
        </h2>
        <ul className={listClass}>
          <li>{offer.accessibility.wheelchairAccessible ? activityText('offer.wheelchair-accessible') : activityText('offer.not-wheelchair-accessible')}</li>
          <li>{offer.accessibility.strollerAccessible ? activityText('offer.stroller-accessible') : activityText('offer.not-suitable-for')}</li>
          {offer.accessibility.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reviews" className={sectionClass}>
        <h2 id="reviews" className={sectionTitleClass}>
          {activityText('offer.reviews')}
        </h2>
        <Rating rating={offer.rating} />
        <ReviewList reviews={offer.reviews} />
      </section>
      <section aria-labelledby="provider" className={sectionClass}>
        <h2 id="provider" className={sectionTitleClass}>
          {activityText('offer.about-the-provider')}
        </h2>
        <p>{offer.supplier.name}</p>
        <SupplierContacts name={offer.supplier.name} contacts={offer.supplier.contacts} />
        <p>
          <Link to={kindPaths[kind].landing} search={{ sort: 'recommended', page: 1 }} className={linkClass}>
            {activityText('offer.start-a-new')}
          </Link>
        </p>
      </section>
    </Container>
  )
}

/** Another date or party: the same page for them. A tour's party is its adults and children with their ages. */
function ChangeDate({ kind, offer, params }: { kind: ActivityKind; offer: ActivityOffer; params: ActivityOfferParams }) {
  const navigate = useNavigate()
  const id = useId()
  // The first date is the destination's today, as the platform judges it (issue 37).
  const today = useBookableFrom(offer.destination.timeZone)
  const [date, setDate] = useState(offer.date)
  const [travelers, setTravelers] = useState(String(offer.travelers))
  const [party, setParty] = useState<TourParty>({ adults: String(offer.travelers - offer.childAges.length), ages: offer.childAges.map(String) })
  const [agesAsked, setAgesAsked] = useState(false)
  const partyIds = { adults: `${id}-adults`, children: `${id}-children`, age: (index: number) => `${id}-age-${index}` }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!date) return
    // A child's age is chosen, never assumed: the first one left on "Choose an age" takes focus, its error beside it.
    const unchosen = kind === 'tour' ? childWithoutAge(party.ages) : -1
    setAgesAsked(unchosen >= 0)
    if (unchosen >= 0) {
      document.getElementById(partyIds.age(unchosen))?.focus()
      return
    }
    const chosen = kind === 'tour' ? { travelers: Number(party.adults) + party.ages.length, childAges: party.ages.length > 0 ? party.ages.join(',') : undefined } : { travelers: Number(travelers) }
    void navigate({ to: kindPaths[kind].offer, search: { ...params, date, ...chosen, optionId: undefined } })
  }
  return (
    // Without script the browser sends it (GET): the same page, the activity kept, the date and the party named.
    <form method="get" action={kindPaths[kind].offer} onSubmit={submit} aria-label={activityText('offer.change-date-and')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' })}>
      {(['activityId', 'from', 'to'] as const).map((key) => params[key] && <input key={key} type="hidden" name={key} value={params[key]} />)}
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <label htmlFor={`${id}-date`}>{activityText('offer.date')}</label>
        <input id={`${id}-date`} name="date" type="date" required value={date} min={today} max="2099-12-31" onChange={(event) => setDate(event.target.value)} className={inputClass} />
      </div>
      {kind === 'tour' ? (
        <TourPartyFields ids={partyIds} party={party} onChange={setParty} missingError={agesAsked ? activityText('party.choose-child-age') : undefined} noScriptName="childAges" />
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <label htmlFor={`${id}-travelers`}>{partyLabel(kind)}</label>
          <select id={`${id}-travelers`} name="travelers" value={travelers} onChange={(event) => setTravelers(event.target.value)} className={inputClass}>
            {Array.from({ length: activityLimits.maxTravelers }, (_, index) => (
              <option key={index}>{index + 1}</option>
            ))}
          </select>
        </div>
      )}
      <button type="submit" className={css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '4', minH: '11', cursor: 'pointer', bg: 'bg.canvas', _hover: { bg: 'bg.muted' } })}>
        {activityText('offer.check-availability')}
      </button>
    </form>
  )
}
