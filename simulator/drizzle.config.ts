import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './simulator/db/schema.ts',
  out: './simulator/db/migrations',
  migrations: { table: '__simulator_migrations' },
})
