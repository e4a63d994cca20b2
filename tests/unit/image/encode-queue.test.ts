// Issue 35 "encodes run in a bounded queue of their own": how many encodes run at once, how many may
// wait, how many places one client holds, and what a refused request is told.
import { describe, expect, it } from 'vitest'
import { BusyError, RateLimitedError } from '@server/http/errors'
import { createEncodeQueue } from '@server/image/encode-queue'

/** Work that finishes when the test says so. */
function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, work: () => opened.then(() => 'encoded') }
}

const refusalOf = (attempt: Promise<unknown>) => attempt.then(() => expect.fail('expected a refusal'), (error: unknown) => error)

describe('the encode queue', () => {
  it('runs `concurrency` encodes at once and starts the next as one finishes', async () => {
    const queue = createEncodeQueue({ concurrency: 1, maxWaiting: 4, perClient: 4, retryAfterSeconds: 5 })
    const first = gate()
    const second = gate()
    const answers = [queue.run('a', first.work), queue.run('b', second.work)]
    expect(queue.size()).toEqual({ running: 1, waiting: 1 })
    first.open()
    await answers[0]
    expect(queue.size()).toEqual({ running: 1, waiting: 0 })
    second.open()
    expect(await Promise.all(answers)).toEqual(['encoded', 'encoded'])
    expect(queue.size()).toEqual({ running: 0, waiting: 0 })
  })

  it('refuses with 503 IMAGE_BUSY and Retry-After once `maxWaiting` wait, and takes work again when the line moves', async () => {
    const queue = createEncodeQueue({ concurrency: 1, maxWaiting: 2, perClient: 10, retryAfterSeconds: 5 })
    const running = gate()
    const held = [queue.run('a', running.work), queue.run('b', running.work), queue.run('c', running.work)]
    const refused = await refusalOf(queue.run('d', running.work))
    expect(refused).toBeInstanceOf(BusyError)
    expect(refused).toMatchObject({ status: 503, retryAfterSeconds: 5, errors: [{ code: 'IMAGE_BUSY', category: 'AVAILABILITY' }] })
    expect(queue.size()).toEqual({ running: 1, waiting: 2 })
    running.open()
    await Promise.all(held)
    expect(await queue.run('d', async () => 'encoded')).toBe('encoded')
  })

  it('gives one client `perClient` places, running or waiting (429), while another client still gets one', async () => {
    const queue = createEncodeQueue({ concurrency: 1, maxWaiting: 10, perClient: 2, retryAfterSeconds: 5 })
    const running = gate()
    const held = [queue.run('flooder', running.work), queue.run('flooder', running.work)]
    const refused = await refusalOf(queue.run('flooder', running.work))
    expect(refused).toBeInstanceOf(RateLimitedError)
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 5, errors: [{ code: 'TOO_MANY_REQUESTS' }] })
    const other = queue.run('neighbour', running.work)
    expect(queue.size()).toEqual({ running: 1, waiting: 2 })
    running.open()
    expect(await Promise.all([...held, other])).toEqual(['encoded', 'encoded', 'encoded'])
    expect(await queue.run('flooder', async () => 'again')).toBe('again')
  })

  it('frees the place of an encode that fails', async () => {
    const queue = createEncodeQueue({ concurrency: 1, maxWaiting: 0, perClient: 1, retryAfterSeconds: 5 })
    await expect(queue.run('a', () => Promise.reject(new Error('corrupt source')))).rejects.toThrow('corrupt source')
    expect(queue.size()).toEqual({ running: 0, waiting: 0 })
    expect(await queue.run('a', async () => 'encoded')).toBe('encoded')
  })
})
