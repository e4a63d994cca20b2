// Small generic helpers for reading many things from a flaky source: a bounded number at a time, each
// retried with a doubling delay. Used by the translation loader (§R9.51 "Translation reads").

export type RetryPolicy = { retries: number; initialDelayMs: number; factor: number }

/** Waits on the real (or, in tests, fake) timers. */
export function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms))
}

/**
 * Calls `read` until it resolves: the first attempt, then up to `retries` more, waiting
 * `initialDelayMs`, then `factor` times longer before each. The last error is rethrown.
 */
export async function withRetry<T>(read: () => Promise<T>, policy: RetryPolicy, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  let delay = policy.initialDelayMs
  for (let attempt = 0; ; attempt++) {
    try {
      return await read()
    } catch (error) {
      if (attempt >= policy.retries) throw error
      await wait(delay)
      delay *= policy.factor
    }
  }
}

/**
 * Runs `task` over `items` with at most `limit` in flight, keeping the order of results. Like
 * Promise.all, it rejects with the first failure; items not yet started are then not started.
 */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  if (!(limit >= 1)) throw new RangeError(`Concurrency limit must be at least 1, got ${limit}`)
  const results = new Array<R>(items.length)
  let next = 0
  let failed = false
  async function worker() {
    while (!failed && next < items.length) {
      const index = next++
      try {
        results[index] = await task(items[index] as T, index)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
