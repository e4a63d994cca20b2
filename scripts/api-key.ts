// `npm run api-key -- create <name> | list | revoke <id>`: partner API keys (server/integrators/api-key-command.ts).
import { runServerCommand } from './server-command.ts'

await runServerCommand('/server/integrators/api-key-command.ts', 'runApiKeyCommand')
