// docs/decisions/099 (issue 16, JavaScript before interaction): the frame's listeners and the analytics runtime
// load at the traveller's first interaction or navigation, not with the page; the key press that started it is
// kept for the code it loaded (the debug shortcut, SPEC.md §2).
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
  it('waits for the first key, pointer or focus, and keeps the event that started it', async () => {
    const { firstInteraction, firstInteractionEvent } = await import('~/lib/first-interaction')
    const first = firstInteraction()
    expect(await settled(first)).toBe(false)
    const key = new KeyboardEvent('keydown', { code: 'Digit6', shiftKey: true, bubbles: true })
    document.body.dispatchEvent(key)
    expect(await settled(first)).toBe(true)
    expect(firstInteractionEvent()).toBe(key)
    // One promise for every caller; a later interaction changes nothing.
    expect(firstInteraction()).toBe(first)
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(firstInteractionEvent()).toBe(key)
  })

  it('resolves at a navigation', async () => {
    const { firstInteraction } = await import('~/lib/first-interaction')
    const { markNavigation } = await import('~/lib/navigation-started')
    const first = firstInteraction()
    markNavigation()
    expect(await settled(first)).toBe(true)
  })
})
