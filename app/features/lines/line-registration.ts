// What a line registers for the shared screens, in a module of its own feature folder: `<product>.line.ts` (the home
// page's tab, the landing page's links), read by app/line-registrations.ts, so adding a line edits no shared list
// (issue 39). The module is plain and small: the home page loads every line's, so a component comes by `import()`.
import type { ComponentType } from 'react'
import type { PopularDestination } from '@contracts/lxp/popular-destinations.contract'
import type { ReservationType } from '@contracts/lxp/reservation-types'
import type { LinesSelling } from '~/lib/line-products'
import type { LineSearchFormProps } from './line-search-form'

/** A results or landing address's parameters. */
export type AddressParams = Record<string, string | number>

/** The query of an address's parameters, leaving out the empty ones. */
export const addressQuery = (params: AddressParams) => new URLSearchParams(Object.entries(params).flatMap(([name, value]) => (value === '' ? [] : [[name, String(value)]]))).toString()

export type LineRegistration = {
  /**
   * The line's search form: the home page's tab loads it when the tab is first chosen, the landing page (the shared
   * `LineLandingPage`) on the traveller's first use of the form there (app/line-landing-forms.ts).
   */
  searchForm: () => Promise<ComponentType<LineSearchFormProps>>
  landing: {
    /** A popular destination's priced search as the line's results address's parameters. */
    resultsParams: (search: PopularDestination['search']) => AddressParams
    /** The landing form's parameter a season's destination prefills. */
    placeParam: string
  }
}

/** What a product's folder registers: one entry for each line selling it, no other. */
export type LineRegistrations<Product extends ReservationType> = Record<LinesSelling<Product>, LineRegistration>
