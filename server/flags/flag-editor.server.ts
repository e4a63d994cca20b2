// What the /dev/flags page reads and changes: the stored flags with what they do, whether FEATURE_FLAGS
// fixes them, and what they answer for the person looking; a change goes to the store, whose notice
// reaches the provider and, through its ConfigurationChanged event, every open page.
import type { FlagUpdate } from '@contracts/flags/flag-rules.schema'
import { appIdOf } from '../site/tester-apps.server'
import { flagStore, type StoredFlag } from './flag-store.server'
import { flagDescriptions, isFlagKey } from './flags'
import { pinnedFlags } from './flags.server'
import { flagsForRequest } from './page-flags.server'

export type EditableFlag = StoredFlag & { description: string; pinned: boolean; valueForYou: boolean }

export type FlagChangeOutcome = { ok: true; flag: StoredFlag } | { ok: false; message: string }

export async function flagsForEditor(request: Request): Promise<EditableFlag[]> {
  const [flags, values] = await Promise.all([flagStore().list(), flagsForRequest(request, { siteId: appIdOf(request) ?? 'default' })])
  const pinned = pinnedFlags()
  return flags.map((flag) => ({ ...flag, description: flagDescriptions[flag.key], pinned: pinned[flag.key] !== undefined, valueForYou: values[flag.key] }))
}

export async function changeFlag({ key, ...change }: FlagUpdate): Promise<FlagChangeOutcome> {
  if (!isFlagKey(key)) return { ok: false, message: `There is no flag named ${key}.` }
  if (pinnedFlags()[key] !== undefined) return { ok: false, message: `FEATURE_FLAGS fixes ${key} on this server; change the environment to change it.` }
  const flag = await flagStore().update(key, change)
  return flag ? { ok: true, flag } : { ok: false, message: `The flag ${key} is not stored yet; restart the server to seed it.` }
}
