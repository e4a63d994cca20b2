// §R2 (page types, product categories from the path) and §R3 (event names, interaction sources).
import { describe, expect, it } from 'vitest'
import { analyticsEventNames, interactionSources, pageTypes, productCategories } from '@contracts/analytics/analytics-catalogue'
import { pageTypeOf, productCategoryOf } from '~/lib/analytics/page-type'

describe('the event catalogue (§R3 "Analytics event")', () => {
  it('names every event of the specification once', () => {
    expect(new Set(analyticsEventNames).size).toBe(analyticsEventNames.length)
    for (const name of [
      'Hotel Listing Viewed',
      'Hotel Detail Viewed',
      'Hotel Search',
      'Hotel Booking Started',
      'Hotel Booking Completed',
      'Hotel Booking Cancelled',
      'Hotel Availability Checked',
      'Hotel Listing No Results Displayed',
      'Activity Listing Viewed',
      'Activity Booking Cancelled',
      'Checkout Step Encountered',
      'Reservation Details Viewed',
      'Reservation Trip Assigned',
      'Listing Filter Added',
      'Listing Filter Removed',
      'Sort Order Changed',
      'Dining Booking Completed',
      'Flight Listing Viewed',
      'Flight Detail Viewed',
      'Flight Search',
      'Flight Booking Started',
      'Flight Booking Completed',
      'Flight Booking Cancelled',
      'Flight Listing No Results Displayed',
      'Car Rental Booking Started',
      'Car Rental Booking Completed',
      'Vehicle Extras Displayed',
      'Vehicle Listing Item Clicked',
      'Page Load Started',
      'Page Load Completed',
      'User Detected',
      'Error Message Presented',
      'Navigation Link Click',
      'Exit Link Click',
    ]) {
      expect(analyticsEventNames).toContain(name)
    }
  })

  it('lists the interaction sources, page types and product categories of §R2 and §R3', () => {
    expect(interactionSources).toEqual(['destination carousel', 'direct', 'filter', 'onsite search', 'sort', 'stepper', 'view change'])
    expect(pageTypes).toHaveLength(21)
    expect(productCategories).toEqual(['accommodations', 'activities', 'dining', 'flights', 'mobility', 'tours'])
  })
})

describe('product category from the path (§R2)', () => {
  it.each([
    ['/accommodations/search-results', 'accommodations'],
    ['/hotels/offer', 'accommodations'],
    ['/reservations/view/hotel', 'accommodations'],
    ['/tours/', 'tours'],
    ['/transport/checkout', 'tours'],
    ['/reservations/cancel/activity', 'activities'],
    ['/flights/exchange/modify-reservation', 'flights'],
    ['/reservations/view/car', 'mobility'],
    ['/dining/offer', 'dining'],
  ])('%s is %s', (path, category) => {
    expect(productCategoryOf(path)).toBe(category)
  })

  it('has none for a path outside the lines of business', () => {
    expect(productCategoryOf('/')).toBeUndefined()
    expect(productCategoryOf('/my-profile')).toBeUndefined()
  })
})

describe('page type from the route (§R2.19 "Analytics page types")', () => {
  it.each([
    ['/', 'home'],
    ['/accommodations/', 'home'],
    ['/accommodations/search-results', 'search results'],
    ['/accommodations/offer', 'offer details'],
    ['/accommodations/compare', 'compare'],
    ['/accommodations/checkout', 'checkout'],
    ['/accommodations/confirmation', 'confirmation'],
    ['/reservations/view/hotel', 'reservation view'],
    ['/reservations/cancel/hotel', 'cancellation review'],
    ['/flights/exchange/modify-reservation', 'modify'],
    ['/flights/exchange/search-results', 'modify search results'],
    ['/auth/post-logout', 'logout'],
    ['/auth/sign-in', 'log in'],
    ['/auth/credentials-sign-in', 'credentials sign-in'],
    ['/rewards-club/sign-in', 'provider sign-in'],
    ['/auth/token', 'token sign-in'],
    ['/terms-and-conditions', 'terms and conditions'],
  ])('%s is %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type)
  })

  it('answers the error types for a missing page and a failed page', () => {
    expect(pageTypeOf('/accommodations/offer', 404)).toBe('error 404')
    expect(pageTypeOf('/accommodations/offer', 500)).toBe('error 500')
  })

  it('has none for a page without a type', () => {
    expect(pageTypeOf('/dev/gallery')).toBeUndefined()
  })
})
