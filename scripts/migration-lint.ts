// The migration lint (docs/decisions/113, expand/contract): reads every migration of a drizzle folder and
// names each step that would break the release still serving beside it, or lock a table that holds rows,
// unless a reviewer allowed that exact statement below with the reason. Run by
// tests/unit/build/migration-lint.test.ts, so CI runs it.
import { readFileSync } from 'node:fs'
import path from 'node:path'

export type MigrationRule =
  /** ADD COLUMN … NOT NULL without DEFAULT on a table that may hold rows: fails on the first row. */
  | 'not-null-without-default'
  /** SET NOT NULL or DROP DEFAULT on a table that may hold rows: a contract step (the previous release may still write without the value). */
  | 'tightened-column'
  /** A column's type changed: rewrites the table under an exclusive lock; the previous release reads the old type. */
  | 'type-change'
  /** DROP TABLE / DROP COLUMN: the previous release still reads it. */
  | 'drop'
  /** RENAME of a table or column: the previous release still reads the old name. */
  | 'rename'
  /**
   * CREATE INDEX on a table from an earlier migration: blocks its writes while it builds. CONCURRENTLY would
   * not, but drizzle's migrator runs every pending migration in one transaction, where PostgreSQL refuses it.
   */
  | 'index-on-existing-table'
  /** CREATE INDEX CONCURRENTLY: refused inside the migrator's transaction (SQLSTATE 25001). */
  | 'concurrently-in-transaction'
  /** ADD CONSTRAINT on a table from an earlier migration: checks every row under a lock (unless NOT VALID). */
  | 'constraint-on-existing-table'

export type Finding = { migration: string; rule: MigrationRule; statement: string }

/** A statement a reviewer allowed: the migration (`<folder>/<tag>`), the statement as the lint prints it, and why. */
export type ReviewedStep = { migration: string; statement: string; reason: string }

/** Released migrations that broke the policy before the lint existed; they ran and stay as they are. */
export const reviewedSteps: ReviewedStep[] = [
  {
    migration: 'server/db/migrations/0004_simulator_catalogue_v3',
    statement: 'CREATE INDEX "sim_hotels_search_name_idx" ON "sim_hotels" USING btree ("search_name" text_pattern_ops);',
    reason: 'Released before the policy. sim_hotels is the generated catalogue, rewritten by the seed, never written by travellers.',
  },
  {
    migration: 'server/db/migrations/0004_simulator_catalogue_v3',
    statement: 'CREATE INDEX "sim_room_nights_night_idx" ON "sim_room_nights" USING btree ("night");',
    reason: 'Released before the policy, when no booking wrote sim_room_nights yet (hotel booking came with 0005).',
  },
  {
    migration: 'server/db/migrations/0005_hotel_bookings',
    statement: 'ALTER TABLE "sim_reservations" ALTER COLUMN "details" SET NOT NULL;',
    reason:
      'Released; rewritten after issue 38 (a database at 0004 holding a reservation could not upgrade): the column is added nullable, ' +
      'filled from each row\'s summary, then tightened in the same transaction, before any code of that release runs. ' +
      'Databases that ran the first text are unchanged (drizzle compares timestamps, not hashes).',
  },
  {
    migration: 'server/db/migrations/0005_hotel_bookings',
    statement: 'ALTER TABLE "sim_reservations" ALTER COLUMN "email" DROP DEFAULT;',
    reason: 'Released; rewritten after issue 38 as above: the default only gave the rows of 0004 a value, so the column ends as generated.',
  },
  {
    migration: 'simulator/db/migrations/0002_reservations_by_order',
    statement: 'CREATE INDEX IF NOT EXISTS "sim_reservations_order_idx" ON "sim_reservations" USING btree ("order_id");',
    reason:
      'Released before the policy; it ran on every database. On a busy PostgreSQL it held writes to sim_reservations for the build ' +
      '(docs/operations.md, Migrations, says how such an index is built first by hand).',
  },
]

type Journal = { entries: { idx: number; tag: string }[] }

/** The migrations of a drizzle folder in journal order: tag and SQL. */
export function readMigrations(folder: string) {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal
  return journal.entries.map((entry) => ({ tag: entry.tag, sql: readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8') }))
}

/**
 * The statements of a migration's SQL: split at `--> statement-breakpoint` and at semicolons outside quotes
 * and dollar-quoted bodies, without comments, whitespace collapsed, each ending in one semicolon.
 */
export function statementsOf(text: string): string[] {
  const statements: string[] = []
  let current = ''
  let index = 0
  const flush = () => {
    const statement = current.replace(/\s+/g, ' ').trim()
    if (statement) statements.push(`${statement};`)
    current = ''
  }
  while (index < text.length) {
    const rest = text.slice(index)
    if (rest.startsWith('--> statement-breakpoint')) {
      flush()
      index += '--> statement-breakpoint'.length
    } else if (rest.startsWith('--')) {
      const end = text.indexOf('\n', index)
      index = end === -1 ? text.length : end
    } else if (rest.startsWith("'")) {
      const end = text.indexOf("'", index + 1)
      const stop = end === -1 ? text.length : end + 1
      current += text.slice(index, stop)
      index = stop
    } else if (/^\$[A-Za-z_]*\$/.test(rest)) {
      const tag = /^\$[A-Za-z_]*\$/.exec(rest)![0]
      const end = text.indexOf(tag, index + tag.length)
      const stop = end === -1 ? text.length : end + tag.length
      current += text.slice(index, stop)
      index = stop
    } else if (rest.startsWith(';')) {
      flush()
      index += 1
    } else {
      current += text[index]
      index += 1
    }
  }
  flush()
  return statements
}

const name = String.raw`(?:"((?:[^"]|"")+)"|([A-Za-z_][\w$]*))`
const qualifiedName = String.raw`(?:${name}\.)?${name}`

/** The unquoted table name of a (possibly schema-qualified) name matched by `qualifiedName`. */
function tableOf(match: RegExpExecArray, first: number) {
  return (match[first + 3] ?? match[first + 4] ?? '').replace(/""/g, '"')
}

/** The parts of `ALTER TABLE t a, b, …` split at commas outside parentheses and quotes. */
function actionsOf(actions: string) {
  const parts: string[] = []
  let depth = 0
  let quoted: string | undefined
  let current = ''
  for (const char of actions) {
    if (quoted) {
      if (char === quoted) quoted = undefined
    } else if (char === '"' || char === "'") quoted = char
    else if (char === '(') depth += 1
    else if (char === ')') depth -= 1
    else if (char === ',' && depth === 0) {
      parts.push(current.trim())
      current = ''
      continue
    }
    current += char
  }
  parts.push(current.trim())
  return parts
}

const createTable = new RegExp(String.raw`^CREATE (?:UNLOGGED )?TABLE (?:IF NOT EXISTS )?${qualifiedName}`, 'i')
const alterTable = new RegExp(String.raw`^ALTER TABLE (?:IF EXISTS )?(?:ONLY )?${qualifiedName} (.*);$`, 'i')
const createIndex = new RegExp(String.raw`^CREATE (?:UNIQUE )?INDEX (CONCURRENTLY )?(?:IF NOT EXISTS )?(?:${name} )?ON (?:ONLY )?${qualifiedName}`, 'i')
const dropTable = /^DROP TABLE /i

/** The unsafe steps of one folder's migrations, in order; `folder` is as the repository names it (server/db/migrations). */
export function findUnsafeSteps(folder: string, migrations: { tag: string; sql: string }[]): Finding[] {
  const findings: Finding[] = []
  const earlierTables = new Set<string>()
  for (const { tag, sql } of migrations) {
    const migration = `${folder}/${tag}`
    const createdHere = new Set<string>()
    // A table this folder did not create (another folder's, or made by hand) is taken to hold rows.
    const mayHoldRows = (table: string) => !createdHere.has(table)
    const report = (rule: MigrationRule, statement: string) => findings.push({ migration, rule, statement })
    for (const statement of statementsOf(sql)) {
      const created = createTable.exec(statement)
      if (created) {
        const table = tableOf(created, 0)
        if (!earlierTables.has(table)) createdHere.add(table)
        continue
      }
      if (dropTable.test(statement)) report('drop', statement)
      const index = createIndex.exec(statement)
      if (index) {
        if (index[1]) report('concurrently-in-transaction', statement)
        else if (mayHoldRows(tableOf(index, 3))) report('index-on-existing-table', statement)
      }
      const altered = alterTable.exec(statement)
      if (altered) {
        const table = tableOf(altered, 0)
        for (const action of actionsOf(altered[5] ?? '')) {
          if (/^RENAME /i.test(action)) report('rename', statement)
          else if (/^DROP (?:COLUMN )?(?!CONSTRAINT|DEFAULT|NOT NULL)/i.test(action)) report('drop', statement)
          else if (/^ALTER (?:COLUMN )?\S+ (?:SET DATA )?TYPE /i.test(action)) report('type-change', statement)
          else if (mayHoldRows(table) && /^ALTER (?:COLUMN )?\S+ (?:SET NOT NULL|DROP DEFAULT)/i.test(action)) report('tightened-column', statement)
          else if (mayHoldRows(table) && /^ADD (?:COLUMN )?/i.test(action) && !/^ADD (?:CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|CHECK)/i.test(action)) {
            if (/\bNOT NULL\b/i.test(action) && !/\bDEFAULT\b/i.test(action) && !/\bGENERATED\b/i.test(action)) report('not-null-without-default', statement)
          } else if (mayHoldRows(table) && /^ADD (?:CONSTRAINT|PRIMARY|UNIQUE|FOREIGN|CHECK)/i.test(action) && !/\bNOT VALID\b/i.test(action)) {
            report('constraint-on-existing-table', statement)
          }
        }
      }
    }
    for (const table of createdHere) earlierTables.add(table)
  }
  return findings
}

/** The findings no reviewed step allows, and the reviewed steps that allow nothing (stale entries to remove). */
export function lintMigrations(folders: string[], reviewed: ReviewedStep[] = reviewedSteps, root = process.cwd()) {
  const findings = folders.flatMap((folder) => findUnsafeSteps(folder, readMigrations(path.resolve(root, folder))))
  const allows = (step: ReviewedStep, finding: Finding) => step.migration === finding.migration && step.statement === finding.statement
  return {
    unreviewed: findings.filter((finding) => !reviewed.some((step) => allows(step, finding))),
    stale: reviewed.filter((step) => !findings.some((finding) => allows(step, finding))),
  }
}

/** The folders whose migrations ship: the app's and the simulator's. */
export const migrationFolders = ['server/db/migrations', 'simulator/db/migrations']
