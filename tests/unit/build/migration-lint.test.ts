// The migration lint (scripts/migration-lint.ts, docs/decisions/113): every shipped migration is expand-only
// or a reviewed exception, and each unsafe step it knows is caught in a migration written to break it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findUnsafeSteps, lintMigrations, migrationFolders, statementsOf } from '../../../scripts/migration-lint'

const roomsTable = 'CREATE TABLE "rooms" ("id" integer PRIMARY KEY NOT NULL, "name" text);'

/** The rules a migration after `rooms` was created (in an earlier release) breaks. */
function rulesOf(step: string) {
  return findUnsafeSteps('examples', [
    { tag: '0000_rooms', sql: roomsTable },
    { tag: '0001_step', sql: step },
  ]).map((finding) => finding.rule)
}

/** A drizzle migrations folder of the given migrations (tag → SQL), in order. */
function writeFolder(root: string, migrations: Record<string, string>) {
  mkdirSync(path.join(root, 'meta'), { recursive: true })
  const tags = Object.keys(migrations)
  for (const tag of tags) writeFileSync(path.join(root, `${tag}.sql`), migrations[tag]!)
  const entries = tags.map((tag, idx) => ({ idx, version: '7', when: 1_700_000_000_000 + idx, tag, breakpoints: true }))
  writeFileSync(path.join(root, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries }))
}

describe('the shipped migrations', () => {
  it("of the app and the simulator hold no unsafe step that is not reviewed, and every reviewed step is still there", () => {
    expect(lintMigrations(migrationFolders)).toEqual({ unreviewed: [], stale: [] })
  })
})

describe('an unsafe step on a table of an earlier release', () => {
  it.each([
    ["issue 38's NOT NULL column without a default", 'ALTER TABLE "rooms" ADD COLUMN "details" jsonb NOT NULL;', ['not-null-without-default']],
    ["issue 38's NOT NULL column without a default", 'alter table rooms add "floor" integer not null;', ['not-null-without-default']],
    ['an index built without CONCURRENTLY', 'CREATE INDEX "rooms_name_idx" ON "rooms" USING btree ("name");', ['index-on-existing-table']],
    ['an index built without CONCURRENTLY', 'CREATE UNIQUE INDEX IF NOT EXISTS "rooms_name_idx" ON public."rooms" ("name");', ['index-on-existing-table']],
    ['an index with CONCURRENTLY (refused in the migrator)', 'CREATE INDEX CONCURRENTLY "rooms_name_idx" ON "rooms" ("name");', ['concurrently-in-transaction']],
    ['dropping', 'DROP TABLE "rooms";', ['drop']],
    ['dropping', 'ALTER TABLE "rooms" DROP COLUMN "name";', ['drop']],
    ['renaming', 'ALTER TABLE "rooms" RENAME COLUMN "name" TO "title";', ['rename']],
    ['renaming', 'ALTER TABLE "rooms" RENAME TO "chambers";', ['rename']],
    ['changing a type', 'ALTER TABLE "rooms" ALTER COLUMN "name" SET DATA TYPE varchar(40);', ['type-change']],
    ['changing a type', 'ALTER TABLE "rooms" ALTER COLUMN "id" TYPE bigint;', ['type-change']],
    ['tightening a column', 'ALTER TABLE "rooms" ALTER COLUMN "name" SET NOT NULL;', ['tightened-column']],
    ['tightening a column', 'ALTER TABLE "rooms" ALTER COLUMN "name" DROP DEFAULT;', ['tightened-column']],
    ['checking a constraint over every row', 'ALTER TABLE "rooms" ADD CONSTRAINT "rooms_name_unique" UNIQUE("name");', ['constraint-on-existing-table']],
    [
      'each of several actions in one statement, past commas inside parentheses',
      'ALTER TABLE "rooms" ADD COLUMN "price" numeric(10, 2) DEFAULT 0 NOT NULL, ADD COLUMN "floor" integer NOT NULL, DROP COLUMN "name";',
      ['not-null-without-default', 'drop'],
    ],
  ])('%s: %s', (_case, step, rules) => {
    expect(rulesOf(step)).toEqual(rules)
  })
})

describe('safe steps', () => {
  it('new tables with their indexes and constraints, nullable columns, columns with a default, constraints NOT VALID', () => {
    const releases = findUnsafeSteps('examples', [
      { tag: '0000_rooms', sql: `${roomsTable}\n--> statement-breakpoint\nCREATE INDEX "rooms_name_idx" ON "rooms" ("name");\n--> statement-breakpoint\nALTER TABLE "rooms" ADD COLUMN "floor" integer NOT NULL;` },
      {
        tag: '0001_expand',
        sql: [
          'ALTER TABLE "rooms" ADD COLUMN "notes" text;',
          `ALTER TABLE "rooms" ADD COLUMN "kind" text DEFAULT 'double' NOT NULL;`,
          'ALTER TABLE "rooms" ADD CONSTRAINT "rooms_floor_check" CHECK ("floor" >= 0) NOT VALID;',
          'CREATE TABLE "beds" ("room_id" integer NOT NULL);',
          'ALTER TABLE "beds" ADD CONSTRAINT "beds_room_fk" FOREIGN KEY ("room_id") REFERENCES "rooms"("id");',
          'CREATE INDEX "beds_room_idx" ON "beds" ("room_id");',
        ].join('--> statement-breakpoint\n'),
      },
    ])
    expect(releases).toEqual([])
  })
})

describe('reading a migration', () => {
  it('splits at breakpoints and semicolons, but not inside quotes or a function body, and drops comments', () => {
    const text = `-- a comment; with a semicolon\nCREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  PERFORM 1;\n  RETURN NULL;\nEND;\n$$;\n--> statement-breakpoint\nINSERT INTO "t" VALUES ('a;b'); SELECT 1;`
    expect(statementsOf(text)).toEqual(['CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM 1; RETURN NULL; END; $$;', "INSERT INTO \"t\" VALUES ('a;b');", 'SELECT 1;'])
  })
})

describe('the reviewed list', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'migration-lint-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('allows exactly the statement it names, and a reviewed statement that is gone is reported as stale', () => {
    writeFolder(path.join(root, 'db'), { '0000_rooms': roomsTable, '0001_details': 'ALTER TABLE "rooms" ADD COLUMN "details" jsonb NOT NULL;--> statement-breakpoint\nDROP TABLE "rooms";' })
    const allowed = { migration: 'db/0001_details', statement: 'DROP TABLE "rooms";', reason: 'an example' }
    const gone = { migration: 'db/0001_details', statement: 'DROP TABLE "beds";', reason: 'an example' }
    expect(lintMigrations(['db'], [allowed, gone], root)).toEqual({
      unreviewed: [{ migration: 'db/0001_details', rule: 'not-null-without-default', statement: 'ALTER TABLE "rooms" ADD COLUMN "details" jsonb NOT NULL;' }],
      stale: [gone],
    })
  })
})
