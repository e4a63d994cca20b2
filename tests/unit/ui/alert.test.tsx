// §R2.82 (alert variants: site-level error, site-level message, block-level info, block-level error, page-level info).
// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Alert, alertRole, type AlertVariant } from '~/ui/alert'

afterEach(cleanup)

describe('Alert', () => {
  // Issue 43: a banner on the page as it loads is read where it stands, never said over the page's own news.
  it('interrupts for errors; messages and info are notes, not live regions', () => {
    const roles: Record<AlertVariant, string> = {
      'site-error': 'alert',
      'site-message': 'note',
      'block-info': 'note',
      'block-error': 'alert',
      'page-info': 'note',
    }
    for (const [variant, role] of Object.entries(roles)) expect(alertRole(variant as AlertVariant)).toBe(role)
  })

  it('renders the title and message inside its region', () => {
    render(
      <>
        <Alert variant="block-error" title="Card declined">
          Use another card.
        </Alert>
        <Alert variant="page-info">Prices include taxes and fees.</Alert>
      </>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Card declinedUse another card.')
    expect(screen.getByRole('note').textContent).toBe('Prices include taxes and fees.')
    expect(screen.queryByRole('status')).toBeNull()
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
    expect(screen.getByRole('note', { name: 'Your stay is booked' })).toBeDefined()
    expect(screen.getByRole('alert').getAttribute('aria-labelledby')).toBeNull()
  })

  // Issue 43: an error the form moves the focus to is heard once, as the focus reaches it, not also as an alert.
  it('makes an error that takes the focus a group named by its title and described by its text, not an alert', () => {
    render(
      <Alert variant="block-error" title="We could not book this yet" tabIndex={-1}>
        Some details need your attention.
      </Alert>,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    const summary = screen.getByRole('group', { name: 'We could not book this yet' })
    expect(summary.getAttribute('tabindex')).toBe('-1')
    expect(document.getElementById(summary.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Some details need your attention.')
    expect(alertRole('block-error', true)).toBe('group')
    expect(alertRole('page-info', true)).toBe('note')
  })
})
