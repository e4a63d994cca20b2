// Issue 43 item 2 (§R2.35 interstitial loader): while it covers the page the loader is a modal dialog
// named by its title that holds the focus, never a live region busy for its whole life; fading out it is
// hidden from assistive technology.
// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InterstitialLoader } from '~/features/loading/interstitial-loader'

vi.mock('~/features/page-content/page-content', () => ({ usePageContent: () => undefined }))

afterEach(cleanup)

describe('InterstitialLoader', () => {
  it('is a focused modal dialog named and described by its texts while loading', () => {
    render(<InterstitialLoader loading title="Booking your stay…" subtitle="The Grand, 3 nights" info="Please keep this page open." />)
    const dialog = screen.getByRole('dialog', { name: 'Booking your stay…' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('aria-busy')).toBeNull()
    expect(dialog.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual(['The Grand, 3 nights', 'Please keep this page open.'])
    expect(document.activeElement).toBe(dialog)
  })

  it('leaves the accessibility tree as soon as the work is done', () => {
    const { rerender } = render(<InterstitialLoader loading title="Cancelling…" />)
    rerender(<InterstitialLoader loading={false} title="Cancelling…" />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
