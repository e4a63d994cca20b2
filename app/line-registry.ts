// Where each line of business registers the parts that shared screens show for every line (the home
// page's search tabs). Shared features read this registry and never import a line's folder
// (.dependency-cruiser.cjs, docs/adding-a-line-of-business.md). The hotels' form is the first tab's, drawn by the
// server and hydrated with the widget (itself loaded on first use, docs/decisions/094); the others load when their
// tab is first chosen (first-load budget, decision 040).
import { lazy, type ComponentType } from 'react'
import type { LineOfBusiness } from '@contracts/site/lines-of-business'
import { HotelLineSearchForm } from '~/features/hotel/hotel-line-search'
import type { LineSearchFormProps } from '~/features/lines/line-search-form'

type SearchForm = ComponentType<LineSearchFormProps>

/** Each line's search form; a form takes the search to start from (`initial`) where it has one. */
export const lineSearchForms: Record<LineOfBusiness, { form: SearchForm; lazy: boolean }> = {
  accommodations: { form: HotelLineSearchForm, lazy: false },
  dining: { form: lazy(() => import('~/features/dining/dining-line-search').then((module) => ({ default: module.DiningLineSearchForm }))), lazy: true },
  flights: { form: lazy(() => import('~/features/air/air-line-search').then((module) => ({ default: module.AirLineSearchForm }))), lazy: true },
  mobility: { form: lazy(() => import('~/features/car/car-line-search').then((module) => ({ default: module.CarLineSearchForm }))), lazy: true },
  tours: { form: lazy(() => import('~/features/activity/activity-line-search').then((module) => ({ default: module.TourLineSearchForm }))), lazy: true },
  transport: { form: lazy(() => import('~/features/activity/activity-line-search').then((module) => ({ default: module.TransportLineSearchForm }))), lazy: true },
}
