import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  // The tables no one line owns, and each line's own (simulator/<line>/<line>.tables.ts): a new line's are found, not listed.
  schema: ['./simulator/simulator.tables.ts', './simulator/*/*.tables.ts'],
  out: './simulator/db/migrations',
  migrations: { table: '__simulator_migrations' },
})
