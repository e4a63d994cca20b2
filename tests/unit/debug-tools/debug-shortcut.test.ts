// §R2 hidden debug dialog (Shift+6) and §R9.6 copy feedback 1000 ms.
import { describe, expect, it } from 'vitest'
import { copyFeedbackMs } from '~/features/debug-tools/debug-dialog'
import { isDebugShortcut } from '~/features/debug-tools/debug-shortcut'

const key = (changes: Partial<KeyboardEvent>) => ({ shiftKey: false, code: '', ctrlKey: false, metaKey: false, altKey: false, ...changes })

describe('the debug shortcut', () => {
  it('is Shift with the 6 key, and nothing else', () => {
    expect(isDebugShortcut(key({ shiftKey: true, code: 'Digit6' }))).toBe(true)
    expect(isDebugShortcut(key({ code: 'Digit6' }))).toBe(false)
    expect(isDebugShortcut(key({ shiftKey: true, ctrlKey: true, code: 'Digit6' }))).toBe(false)
    expect(isDebugShortcut(key({ shiftKey: true, code: 'Digit5' }))).toBe(false)
  })

  it('confirms a copy for 1 second', () => {
    expect(copyFeedbackMs).toBe(1000)
  })
})
