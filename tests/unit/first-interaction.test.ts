// docs/decisions/099 (issue 16, JavaScript before interaction): the frame's listeners and the analytics runtime
// load at the traveller's first interaction or navigation, not with the page; the key press that started it is
// kept for the code it loaded (the debug shortcut, §R2).
// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

beforeEach(() => vi.resetModules())

const settled = async (promise: Promise<void>) => {
  let done = false
  void promise.then(() => (done = true))
  await Promise.resolve()
  await Promise.resolve()
  return done
}

describe('firstInteraction', () => {
  it('waits for the first key, pointer or focus, and keeps the keys pressed until the code they loaded takes them', async () => {
    const { firstInteraction, takeEarlyKeys } = await import('~/lib/first-interaction')
    const first = firstInteraction()
    expect(await settled(first)).toBe(false)
    // Shift+6 arrives as two key presses: Shift starts the loading, 6 comes before the code.
    const shift = new KeyboardEvent('keydown', { code: 'ShiftLeft', shiftKey: true, bubbles: true })
    const six = new KeyboardEvent('keydown', { code: 'Digit6', shiftKey: true, bubbles: true })
    document.body.dispatchEvent(shift)
    expect(await settled(first)).toBe(true)
    document.body.dispatchEvent(six)
    // One promise for every caller.
    expect(firstInteraction()).toBe(first)
    expect(takeEarlyKeys()).toEqual([shift, six])
    // Taken once; later keys are the code's own.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { code: 'KeyA', bubbles: true }))
    expect(takeEarlyKeys()).toEqual([])
  })

  it('resolves at a navigation', async () => {
    const { firstInteraction } = await import('~/lib/first-interaction')
    const { markNavigation } = await import('~/lib/navigation-started')
    const first = firstInteraction()
    markNavigation()
    expect(await settled(first)).toBe(true)
  })
})
