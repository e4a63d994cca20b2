// The party of a tour, asked as the hotel search asks it: adults, children, and one age per child (0 to 17,
// the platform's childAges), with the party in words in the legend. The tours search form shows it as its
// `party` group, the offer page in its change of date and party. Counts and ages are kept as strings, like
// every search field, '' for an age not chosen yet: a new child starts on "Choose an age", never on an assumed age
// (issue 36); the party never passes 20 (§R9 count options) nor 8 children (§R9.11 maxima): the platform's own limits
// (activityLimits), so every tour form lists the same adults, 1 to 20 (issue 36: 1–20 in one, 1–18 in another), and
// marks those that would take the party past 20 with the children chosen as not available rather than leaving them out.
import { css } from 'styled-system/css'
import { ChildAgeSelects, NoScriptAgeSelects, withChildCount } from '~/ui/child-age-selects'
import { scriptOnly } from '~/ui/script-only'
import { activityLimits } from '@contracts/lxp/activity-limits'
import { activityText } from '~/i18n/plain/activity'
import { partyLabel, partySummary } from './activity-format'

export type TourParty = { adults: string; ages: string[] }

const { maxTravelers: maxParty, maxChildren } = activityLimits
const fieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '0 1 10rem', minW: '7rem' })
const controlClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas' })

/** The ids of the controls: `adults`, the children's count (`children`) and each child's age (`age(index)`). */
export type TourPartyIds = { adults: string; children: string; age: (index: number) => string }

/**
 * `missingError`: said beside each age not chosen, after a submit that needed them. `noScriptName`: where the form
 * works without script (the search, a GET form), the name its ages are sent under: a count cannot add age fields
 * then, so there is one age field a child up to the most, each "No child" until chosen (as the hotel search's
 * ./hotel-children-fields.tsx), and the count and its age fields are hidden (~/ui/script-only).
 */
export function TourPartyFields({ ids, party, onChange, className, missingError, noScriptName }: { ids: TourPartyIds; party: TourParty; onChange: (party: TourParty) => void; className?: string; missingError?: string; noScriptName?: string }) {
  const adults = Number(party.adults)
  const { ages } = party
  const chosen = ages.filter((age) => age !== '')
  const summary = partySummary('tour', adults + ages.length, chosen.length === ages.length ? chosen.map(Number) : ages.map(() => 0))
  return (
    <fieldset className={className ?? css({ display: 'flex', flexWrap: 'wrap', gap: '4', flex: '1 1 100%', minW: '0' })}>
      <legend className={css({ fontWeight: 'medium', mb: '2' })}>
        {partyLabel('tour')} <span className={css({ fontWeight: 'normal', color: 'fg.muted' })}>({summary})</span>
      </legend>
      <div className={fieldClass}>
        <label htmlFor={ids.adults}>{activityText('party.adults')}</label>
        <select id={ids.adults} name="adults" className={controlClass} value={party.adults} onChange={(event) => onChange({ ...party, adults: event.target.value })}>
          {Array.from({ length: maxParty }, (_, index) => (
            <option key={index + 1} disabled={index + 1 + ages.length > maxParty}>
              {index + 1}
            </option>
          ))}
        </select>
      </div>
      {noScriptName && (
        <NoScriptAgeSelects
          name={noScriptName}
          max={maxChildren}
          ages={ages}
          texts={{ hint: activityText('party.child-age-hint'), label: (number) => activityText('party.child-age', { number }), underOne: activityText('party.under-one'), none: activityText('party.no-child') }}
          controlClass={controlClass}
        />
      )}
      {/* Its children lay out in the fieldset's own row, as if this wrapper were not there. */}
      <div {...(noScriptName ? scriptOnly : {})} className={css({ display: 'contents' })}>
        <div className={fieldClass}>
          <label htmlFor={ids.children}>{activityText('party.children')}</label>
          <select id={ids.children} className={controlClass} value={ages.length} onChange={(event) => onChange({ ...party, ages: withChildCount(ages, Number(event.target.value)) })}>
            {Array.from({ length: Math.min(maxChildren, maxParty - adults) + 1 }, (_, count) => (
              <option key={count}>{count}</option>
            ))}
          </select>
        </div>
        <ChildAgeSelects
          ages={ages}
          idOf={ids.age}
          texts={{ hint: activityText('party.child-age-hint'), label: (number) => activityText('party.child-age', { number }), underOne: activityText('party.under-one'), choose: activityText('party.choose-an-age') }}
          controlClass={controlClass}
          missingError={missingError}
          onChange={(changed) => onChange({ ...party, ages: changed })}
        />
      </div>
    </fieldset>
  )
}
