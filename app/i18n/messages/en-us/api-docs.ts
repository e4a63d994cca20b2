// Texts of the api-docs pages (app/features/api-docs). Plain messages, read without the formatter
// (../../plain/api-docs.ts): {name} placeholders only; counts through `apiDocsText.plural`.
export const apiDocs = {
  'reference.heading': 'Rewards Travel API reference',
  'reference.intro': 'Guides, every endpoint with its examples, and a console to try requests against this server.',
  'reference.api-openapi-json': 'OpenAPI document (JSON)',
  'reference.loading': 'Loading the API reference…',
  'reference.guides-text': 'Guides',
  'reference.no-script': 'The interactive reference needs script. The guides follow as text; every operation, with its parameters, answers and examples, is in the OpenAPI document linked above.',
} as const
