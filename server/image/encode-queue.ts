// The resizer's own queue (issue 35): encodes run a few at a time, so they hold at most that many of
// libuv's threads (4 unless UV_THREADPOOL_SIZE says otherwise) and static files, compression and
// crypto keep the rest; a bounded number wait, and one client holds only a share of the places.
import { BusyError, RateLimitedError } from '../http/errors'

export type EncodeQueueLimits = {
  /** Encodes at once. */
  concurrency: number
  /** Encodes waiting for a turn, from every client together; beyond, 503. */
  maxWaiting: number
  /** Places (running or waiting) one client address holds; beyond, 429. */
  perClient: number
  /** What Retry-After tells a refused client. */
  retryAfterSeconds: number
}

export type EncodeQueue = {
  run<Result>(client: string, work: () => Promise<Result>): Promise<Result>
  /** Encodes running and waiting now. */
  size(): { running: number; waiting: number }
}

export function createEncodeQueue({ concurrency, maxWaiting, perClient, retryAfterSeconds }: EncodeQueueLimits): EncodeQueue {
  let running = 0
  const waiting: (() => void)[] = []
  const held = new Map<string, number>()

  const take = (client: string) => held.set(client, (held.get(client) ?? 0) + 1)
  const give = (client: string) => {
    const left = (held.get(client) ?? 1) - 1
    if (left > 0) held.set(client, left)
    else held.delete(client)
  }
  /** A finished encode hands its turn to the next in line, or frees it. */
  const finish = () => {
    const next = waiting.shift()
    if (next) next()
    else running -= 1
  }

  return {
    async run(client, work) {
      if ((held.get(client) ?? 0) >= perClient) {
        throw new RateLimitedError(`Too many images being resized for you at once; try again in ${retryAfterSeconds} seconds.`, retryAfterSeconds)
      }
      const mustWait = running >= concurrency
      if (mustWait && waiting.length >= maxWaiting) throw new BusyError('IMAGE_BUSY', 'Too many images are being resized; try again shortly.', retryAfterSeconds)
      take(client)
      if (mustWait) await new Promise<void>((resolve) => waiting.push(resolve))
      else running += 1
      try {
        return await work()
      } finally {
        finish()
        give(client)
      }
    },
    size: () => ({ running, waiting: waiting.length }),
  }
}
