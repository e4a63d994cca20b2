// §R9.16 locales (en-US, en-GB): a line's search form reads its field texts in the locale of the
// render that shows it. On the server, modules load once, inside whichever request needs them first;
// texts read when the tours module loaded kept that request's locale, so after an en-US visitor an
// en-GB visitor was served "Travelers" while the browser rendered "Travellers" (React #418, text).
import { afterEach, describe, expect, it } from 'vitest'
import { partyLabel } from '~/features/activity/activity-format'
import { initialVisitorSettings, readVisitorSettingsFrom, type VisitorSettings } from '~/lib/format/visitor-settings'

let current: VisitorSettings | undefined
readVisitorSettingsFrom(() => current)
afterEach(() => {
  current = undefined
})

describe('search field texts', () => {
  // The module loaded above outside any render, as on the server: in the default locale, en-US.
  it('follow the locale of each render, not that of the request that loaded the module', () => {
    current = initialVisitorSettings('en-US')
    // The tours form's party legend (./activity-party-fields.tsx) reads it when it renders.
    expect(partyLabel('tour')).toBe('Travelers')
    current = initialVisitorSettings('en-GB')
    expect(partyLabel('tour')).toBe('Travellers')
  })
})
