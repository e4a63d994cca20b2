// `npm run db:migrate | db:backup -- <file> | db:restore -- <file>` (server/db/database-command.ts).
import { runServerCommand } from './server-command.ts'

await runServerCommand('/server/db/database-command.ts', 'runDatabaseCommand')
