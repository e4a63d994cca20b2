// Texts of the api-docs pages (app/features/api-docs). Plain messages, read without the formatter
// (../../plain/api-docs.ts): {name} placeholders only; counts through `apiDocsText.plural`.
export const apiDocs = {
  'api-reference.api-openapi-json': '/api/openapi.json',
  'api-reference.parameters': 'Parameters',
  'api-reference.name': 'Name',
  'api-reference.in': 'In',
  'api-reference.required': 'Required',
  'api-reference.request-body': 'Request body',
  'api-reference.response': 'Response',
} as const
