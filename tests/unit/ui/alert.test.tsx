// §R2.82 (alert variants: site-level error, site-level message, block-level info, block-level error, page-level info).
// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Alert, alertRole, type AlertVariant } from '~/ui/alert'

afterEach(cleanup)

describe('Alert', () => {
  it('interrupts for errors and waits politely for everything else', () => {
    const roles: Record<AlertVariant, string> = {
      'site-error': 'alert',
      'site-message': 'status',
      'block-info': 'status',
      'block-error': 'alert',
      'page-info': 'status',
    }
    for (const [variant, role] of Object.entries(roles)) expect(alertRole(variant as AlertVariant)).toBe(role)
  })

  it('renders the title and message inside the live region', () => {
    render(
      <>
        <Alert variant="block-error" title="Card declined">
          Use another card.
        </Alert>
        <Alert variant="page-info">Prices include taxes and fees.</Alert>
      </>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Card declinedUse another card.')
    expect(screen.getByRole('status').textContent).toBe('Prices include taxes and fees.')
  })

  // Issue 43: the focus moved to a notice (a booking's confirmation, a checkout's error summary) says its title.
  it('names a focusable alert by its title, and leaves one the focus never reaches unnamed', () => {
    render(
      <>
        <Alert variant="page-info" title="Your stay is booked" tabIndex={-1}>
          Reservation HT-1.
        </Alert>
        <Alert variant="block-error" title="Card declined">
          Use another card.
        </Alert>
      </>,
    )
    expect(screen.getByRole('status', { name: 'Your stay is booked' })).toBeDefined()
    expect(screen.getByRole('alert').getAttribute('aria-labelledby')).toBeNull()
  })
})
