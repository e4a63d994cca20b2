import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { oidcTestClient } from './tests/fixtures/oidc-test-accounts'
import type { TestClock } from './tests/e2e/fixtures/clock'

const port = Number(process.env.E2E_PORT ?? 3210)
// A second build of the app signs in through a real OpenID Provider (tests/fixtures/oidc-provider.ts);
// both sit beside the main port so each engineer's range of ports holds all three.
const oidcProviderPort = Number(process.env.E2E_OIDC_PROVIDER_PORT ?? port + 1)
const oidcAppPort = Number(process.env.E2E_OIDC_APP_PORT ?? port + 2)
const oidcAppUrl = `http://127.0.0.1:${oidcAppPort}`
// Emptied before the server starts, so every run enrols its member afresh.
const oidcDataDir = process.env.E2E_OIDC_DATA_DIR ?? path.join(tmpdir(), `rewards-e2e-oidc-${oidcAppPort}`)
const realProviderSpecs = /real-provider.*\.spec\.ts/
// The flag editor's test switches a flag for every visitor of the server and targets rules at them: it runs once the
// other browser tests are done, so neither sees the other's state (a full run of 1 December failed it beside them twice,
// while alone and in another full run it passed).
const serverWideSpecs = /\/flags\.spec\.ts$/
// The bookings whose pages follow the hour and the date (issue 37 item 11; docs/decisions/122, 133) run again, in the
// same run, at other instants than the run's own (`now` moves the browser's clock and the platform's): 07:15 UTC, when
// the server's render is a day behind the UTC date (its day is the earliest anywhere, UTC−12), 23:50 UTC, minutes before
// the UTC date turns, and the morning the United States change their clocks, dates a month ahead crossing Europe's
// change. A run with `E2E_NOW` moves the rest of the suite.
const otherHours = [
  { name: 'at 07:15 UTC', now: '07:15' },
  { name: 'at 23:50 UTC', now: '23:50' },
  { name: 'on the US clock change', now: '2027-03-14T07:15:00Z' },
]
const hourSensitiveSpecs = /\/dining\.spec\.ts$/

// Debian's headless shell of the same Chromium (package chromium-headless-shell; Playwright's own choice for headless
// runs) where it is installed: the full browser's headless mode opens a window with its own interface for every test,
// and took 232 s for nine tests the shell runs in 155 (docs/decisions/177; register of deviations).
const headlessShell = '/usr/bin/chromium-headless-shell'
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
}

export default defineConfig<{ now: TestClock }>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Booking journeys with axe on each page take 20–35 s on two shared cores; the default 30 s is too close.
  timeout: 90_000,
  // A page that takes more than Playwright's 5 s to answer on two busy cores failed its first try and ran again
  // whole (retries), which costs far more than waiting: an assertion waits up to 15 s, and passes as soon as it holds.
  expect: { timeout: 15_000 },
  // With E2E_REPORT_FILE (npm test sets it) a JSON report too, from which npm test says where the run's time went.
  reporter: process.env.E2E_REPORT_FILE ? [['list'], ['json', { outputFile: process.env.E2E_REPORT_FILE }]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The traveller's zone is the test's to choose (test.use({ timezoneId })), never the machine's (decision 122).
    timezoneId: 'UTC',
    // A trace records every action's page as it goes, for every test, kept only for one that fails; CI keeps
    // nothing but its log, so there the recording is all cost.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: [realProviderSpecs, serverWideSpecs], use: chromium },
    { name: 'server-wide', testMatch: serverWideSpecs, dependencies: ['chromium'], use: chromium },
    ...otherHours.map(({ name, now }) => ({ name, testMatch: hourSensitiveSpecs, use: { ...chromium, now } })),
    // The app configured with AUTH_OIDC_* (docs/decisions/060): its own server, data and address.
    { name: 'real-provider', testMatch: realProviderSpecs, use: { ...chromium, baseURL: oidcAppUrl } },
  ],
  webServer: [
    // The production build, on a throwaway data folder, as a new user would run it, with the developer
    // tools on (the gallery, flag editor, events list and draft secret the tests drive; loopback only) and
    // the sandbox on, so a test can fix the server's clock with the `clock:` scenario (`now`, tests/e2e/fixtures/clock.ts;
    // docs/decisions/111, 122).
    {
      command: 'node dist/serve.js',
      url: `http://127.0.0.1:${port}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e', LOG_LEVEL: 'warn', DEV_TOOLS: 'on', SANDBOX: 'on' },
    },
    {
      command: 'node tests/fixtures/oidc-provider.ts',
      url: `http://127.0.0.1:${oidcProviderPort}/.well-known/openid-configuration`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { OIDC_PROVIDER_PORT: String(oidcProviderPort), OIDC_APP_URL: oidcAppUrl },
    },
    {
      command: `node -e "require('node:fs').rmSync(process.argv[1], { recursive: true, force: true })" ${JSON.stringify(oidcDataDir)} && node dist/serve.js`,
      url: `${oidcAppUrl}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PORT: String(oidcAppPort),
        HOST: '127.0.0.1',
        DATA_DIR: oidcDataDir,
        LOG_LEVEL: 'warn',
        AUTH_SECRET: 'e2e-real-provider-auth-secret-0123456789',
        AUTH_OIDC_ISSUER: `http://127.0.0.1:${oidcProviderPort}`,
        AUTH_OIDC_CLIENT_ID: oidcTestClient.clientId,
        AUTH_OIDC_CLIENT_SECRET: oidcTestClient.clientSecret,
      },
    },
  ],
})
