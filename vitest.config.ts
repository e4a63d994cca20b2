import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'simulator/**/*.test.ts', 'contracts/**/*.test.ts'],
    environment: 'node',
    // Tests assert on what they log through their own loggers; the shared one stays quiet.
    env: { LOG_LEVEL: 'silent' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
