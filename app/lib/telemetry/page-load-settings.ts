// The two settings the page-view beacon needs with every page (docs/decisions/099); the rest of the telemetry
// settings (contracts/site/telemetry-settings.ts) load with the analytics runtime.

export const defaultTelemetryEnvironment = 'prod'

/** Page load completed is sent 5 s after the page settles, or earlier on route change or unload (§R4, §R9). */
export const pageLoadCompletedDebounceMillis = 5000
