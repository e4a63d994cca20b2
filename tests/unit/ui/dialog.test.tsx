// §R2 (dialogs in widths xs to xl; blocking dialogs that neither Escape nor a click outside closes).
// @vitest-environment jsdom
import './dom-setup'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dialog } from '~/ui/dialog'

afterEach(cleanup)

describe('Dialog', () => {
  it('is named by its title and closes with Escape', async () => {
    const onOpenChange = vi.fn()
    render(
      <Dialog open onOpenChange={onOpenChange} title="Terms and conditions" size="lg">
        <p>Terms</p>
      </Dialog>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' })
    expect(dialog.className).toContain('dialog__content--size_lg')
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('stays open on Escape when closeOnEscape is off', async () => {
    const onOpenChange = vi.fn()
    render(
      <Dialog open onOpenChange={onOpenChange} title="Your session is about to expire" role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false} showCloseButton={false}>
        <button type="button">Stay signed in</button>
      </Dialog>,
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'Your session is about to expire' })
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    await userEvent.keyboard('{Escape}')
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })
})
