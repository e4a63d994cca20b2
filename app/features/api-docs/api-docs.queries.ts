import { queryOptions } from '@tanstack/react-query'
import { getOpenApiDocument } from '@server/bff/openapi.functions'

export type OpenApiOperation = {
  summary?: string
  description?: string
  operationId?: string
  tags?: string[]
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown; description?: string }[]
  requestBody?: { content?: Record<string, { schema?: unknown }> }
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>
}
export type OpenApiDocument = {
  info: { title: string; version: string; description?: string }
  paths: Record<string, Record<string, OpenApiOperation>>
  components?: { schemas?: Record<string, unknown> }
}

export const openApiQueryOptions = () =>
  queryOptions({
    queryKey: ['openapi'],
    queryFn: async () => JSON.parse(await getOpenApiDocument()) as OpenApiDocument,
    staleTime: Number.POSITIVE_INFINITY,
  })
