// The cluster suite (tests/cluster): production instances behind nginx on PostgreSQL. Not part of
// `vitest run`: it needs the build, nginx and TEST_DATABASE_URL; .ci/run runs it with `npm run test:cluster`.
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    env: { LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
})
