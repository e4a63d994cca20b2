import { defineConfig } from 'vitest/config'

// Files that start the built server (tests/fixtures/production-server.ts) or other processes of their own: each
// runs alone, after the rest, as every file once did. Two of them at once compete for CI's two cores with their
// children and run past their time limits.
const startsProcesses = [
  'tests/contract/bounded-work.test.ts',
  'tests/contract/embedded-database-operations.test.ts',
  'tests/contract/idempotency-callers.test.ts',
  'tests/contract/openapi-document.test.ts',
  'tests/contract/operations.test.ts',
  'tests/contract/private-answers-and-logs.test.ts',
  'tests/contract/security.test.ts',
  'tests/contract/server.test.ts',
  'tests/contract/test-hooks.test.ts',
  'tests/unit/build/client-package.test.ts',
  'tests/unit/telemetry/server-telemetry-environment.test.ts',
  'tests/unit/telemetry/server-telemetry.test.ts',
]

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    // Tests assert on what they log through their own loggers; the shared one stays quiet.
    env: { LOG_LEVEL: 'silent' },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // One seeded PGlite database made once per run and copied by each test file (tests/fixtures/database.ts).
    globalSetup: ['tests/fixtures/database-template.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'in process',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'simulator/**/*.test.ts', 'contracts/**/*.test.ts'],
          exclude: startsProcesses,
          // Vitest's default is one worker fewer than the cores: one on CI's two. These files wait on their
          // database as much as they compute, so two overlap.
          maxWorkers: 2,
        },
      },
      { extends: true, test: { name: 'own processes', include: startsProcesses, fileParallelism: false } },
    ],
  },
})
