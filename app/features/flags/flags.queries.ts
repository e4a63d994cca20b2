import { queryOptions } from '@tanstack/react-query'
import { listEditableFlags } from '@server/flags/flags.functions'
import { editableFlagsQueryKey } from './flag-updates'

export type EditableFlags = Awaited<ReturnType<typeof listEditableFlags>>
export type EditableFlag = EditableFlags[number]

/** The stored flags for /dev/flags; the flag stream refetches them when another tab changes one. */
export const editableFlagsQueryOptions = () =>
  queryOptions({
    queryKey: editableFlagsQueryKey,
    queryFn: () => listEditableFlags(),
  })
