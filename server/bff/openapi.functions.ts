import { createServerFn } from '@tanstack/react-start'
import { openApiDocument } from './openapi.server'

/** The OpenAPI document as plain JSON for the API reference page. */
export const getOpenApiDocument = createServerFn({ method: 'GET' }).handler(() => JSON.stringify(openApiDocument()))
