// §R8: the network interceptor, one test per branch; §R3 "site context" store.
import { describe, expect, it, vi } from 'vitest'
import { decideFailure, handleFailure, type FailedCall } from '~/features/site-context/network-interceptor'
import { createSiteContextStore } from '~/features/site-context/site-context-store'

const call = (overrides: Partial<FailedCall>): FailedCall => ({ method: 'POST', url: '/_serverFn/search', ...overrides })

function setup(lookUp = async ({ code }: { code: string; message: string }) => `translated ${code}`) {
  const store = createSiteContextStore()
  const lookUpMessage = vi.fn(lookUp)
  const log = vi.fn()
  return { store, lookUpMessage, log, run: (failed: FailedCall) => handleFailure(failed, { store, lookUpMessage, log }) }
}

describe('the network interceptor (§R8)', () => {
  it('rejects 401 and 403 silently: no banner, no flag, no log', async () => {
    for (const status of [401, 403]) {
      const { store, log, run } = setup()
      expect(await run(call({ status, errors: [{ code: 'UNAUTHORIZED', message: 'Sign in' }] }))).toEqual({ kind: 'reject', reason: 'unauthorized' })
      expect(store.get().interceptorError).toBeUndefined()
      expect(log).not.toHaveBeenCalled()
    }
  })

  it('sets the pick-up hours flag for E1001019', async () => {
    const { store, run } = setup()
    await run(call({ status: 422, errors: [{ code: 'E1001019', message: 'closed' }] }))
    expect(store.get()).toMatchObject({ pickUpHoursNotWorking: true, dropOffHoursNotWorking: false })
      expect(store.get().interceptorError).toBeUndefined()
  })

  it('sets the drop-off flag for E1001032 and for E1001016', async () => {
    for (const code of ['E1001032', 'E1001016']) {
      const { store, run } = setup()
      await run(call({ status: 422, errors: [{ code, message: 'drop-off' }] }))
      expect(store.get()).toMatchObject({ pickUpHoursNotWorking: false, dropOffHoursNotWorking: true })
      expect(store.get().interceptorError).toBeUndefined()
    }
  })

  it('rejects a past pick-up (E1001018) with no banner', async () => {
    const { store, run } = setup()
    expect(await run(call({ status: 422, errors: [{ code: 'E1001018', message: 'past' }] }))).toEqual({ kind: 'reject', reason: 'past-pick-up' })
    expect(store.get().interceptorError).toBeUndefined()
  })

  it('rejects silent and hide-system-error requests with no banner, but still logs them', async () => {
    for (const flags of [{ silent: true }, { hideSystemError: true }]) {
      const { store, log, run } = setup()
      expect(await run(call({ status: 500, errors: [{ code: 'INTERNAL_ERROR', message: 'x' }], ...flags }))).toEqual({ kind: 'reject', reason: 'silent' })
      expect(store.get().interceptorError).toBeUndefined()
      expect(log).toHaveBeenCalledOnce()
    }
  })

  it('stores the localized message of the error code with the status when there was an answer', async () => {
    const { store, lookUpMessage, run } = setup()
    await run(call({ status: 502, errors: [{ code: 'NetworkError', message: 'The travel service did not answer.' }] }))
    expect(lookUpMessage).toHaveBeenCalledWith({ code: 'NetworkError', message: 'The travel service did not answer.' })
    expect(store.get().interceptorError).toEqual({ error: { code: 'NetworkError', message: 'The travel service did not answer.' }, message: 'translated NetworkError', status: 502 })
  })

  it('leaves the message to the banner default when the answer carries no error object', async () => {
    const { store, lookUpMessage, run } = setup()
    await run(call({ status: 500, statusText: 'Internal Server Error' }))
    expect(lookUpMessage).not.toHaveBeenCalled()
    expect(store.get().interceptorError).toEqual({ message: '', status: 500 })
  })

  it('stores the status text and reports status 0 as 500 when no answer came', async () => {
    const { store, run } = setup()
    await run(call({ status: 0, statusText: 'Failed to fetch' }))
    expect(store.get().interceptorError).toEqual({ message: 'Failed to fetch', status: 500 })
    const second = setup()
    await second.run(call({ statusText: undefined }))
    expect(second.store.get().interceptorError).toEqual({ message: '', status: 500 })
  })

  it('logs a failure as NetworkError with code, status, message, method and URL, reported as classification | code | message', async () => {
    const { log, run } = setup()
    await run(call({ method: 'GET', url: '/_serverFn/offer', status: 404, errors: [{ code: 'NOT_FOUND', message: 'No such hotel' }] }))
    expect(log).toHaveBeenCalledWith('NetworkError', { code: 'NOT_FOUND', status: 404, message: 'No such hotel', method: 'GET', url: '/_serverFn/offer', error: 'UNCLASSIFIED | NOT_FOUND | No such hotel' })
    await run(call({ method: 'POST', url: '/_serverFn/book', status: 422, errors: [{ code: 'E0000023', message: 'Sanctioned', classificationCode: 'SANCTION', category: 'BUSINESS' }] }))
    expect(log).toHaveBeenLastCalledWith('NetworkError', expect.objectContaining({ error: 'SANCTION | E0000023 | Sanctioned' }))
    await run(call({ method: 'GET', url: '/_serverFn/search', statusText: 'Failed to fetch' }))
    expect(log).toHaveBeenLastCalledWith('NetworkError', expect.objectContaining({ error: 'UNCLASSIFIED | NO_RESPONSE | Failed to fetch' }))
  })

  it('decides the flags before the silent rule, so a quiet car search still marks its fields', () => {
    expect(decideFailure(call({ status: 422, errors: [{ code: 'E1001019', message: '' }], silent: true }))).toEqual({ kind: 'flag', flag: 'pickUpHoursNotWorking' })
  })
})

describe('the site context store (§R3)', () => {
  it('starts with data loaded and no flags, and tells subscribers about real changes only', () => {
    const store = createSiteContextStore()
    expect(store.get()).toEqual({ pickUpHoursNotWorking: false, dropOffHoursNotWorking: false, silentRequest: false, dataLoaded: true })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.update({ dataLoaded: true })
    expect(listener).not.toHaveBeenCalled()
    store.update({ pickUpHoursNotWorking: true })
    expect(listener).toHaveBeenCalledOnce()
    unsubscribe()
    store.update({ pickUpHoursNotWorking: false })
    expect(listener).toHaveBeenCalledOnce()
  })
})
