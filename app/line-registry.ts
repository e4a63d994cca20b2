// The home page's search tabs: each line's search form, as the line registers it (app/line-registrations.ts), so a
// new line needs no edit here. Shared features read this registry and never import a line's folder
// (.dependency-cruiser.cjs, docs/adding-a-line-of-business.md). The hotels' form is the first tab's, drawn by the
// server and hydrated with the widget (itself loaded on first use, docs/decisions/094); the others load when their
// tab is first chosen (first-load budget, decision 040).
import { lazy, type ComponentType } from 'react'
import { mapLines, type LineOfBusiness } from '@contracts/site/lines-of-business'
import { HotelLineSearchForm } from '~/features/hotel/hotel-line-search'
import type { LineSearchFormProps } from '~/features/lines/line-search-form'
import { lineRegistrations } from '~/line-registrations'

type SearchForm = ComponentType<LineSearchFormProps>

/** Each line's search form; a form takes the search to start from (`initial`) where it has one. */
export const lineSearchForms: Record<LineOfBusiness, { form: SearchForm; lazy: boolean }> = {
  ...mapLines((line) => ({ form: lazy(() => lineRegistrations[line].searchForm().then((form) => ({ default: form }))), lazy: true })),
  accommodations: { form: HotelLineSearchForm, lazy: false },
}
