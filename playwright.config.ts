import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3210)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Booking journeys with axe on each page take 20–35 s on two shared cores; the default 30 s is too close.
  timeout: 90_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
      },
    },
  ],
  // The production build, on a throwaway data folder, as a new user would run it, with the developer
  // tools on (the gallery, flag editor, events list and draft secret the tests drive; loopback only).
  webServer: {
    command: 'node server/serve.ts',
    url: `http://127.0.0.1:${port}/`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e', LOG_LEVEL: 'warn', DEV_TOOLS: 'on' },
  },
})
