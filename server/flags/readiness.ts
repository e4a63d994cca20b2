// Feature-flag readiness (§R7): poll every 50 ms, give up after 4 s.
import { featureFlagClient } from '@contracts/site/telemetry-settings'

export function waitUntilReady(
  isReady: () => boolean,
  { pollMillis = featureFlagClient.readinessPollMillis, timeoutMillis = featureFlagClient.readinessTimeoutMillis } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    if (isReady()) return resolve(true)
    let waited = 0
    const timer = setInterval(() => {
      waited += pollMillis
      if (isReady()) {
        clearInterval(timer)
        resolve(true)
      } else if (waited >= timeoutMillis) {
        clearInterval(timer)
        resolve(false)
      }
    }, pollMillis)
  })
}
