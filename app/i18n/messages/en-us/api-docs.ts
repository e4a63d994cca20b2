// Texts of the api-docs pages (app/features/api-docs). Plain messages, read without the formatter
// (../../plain/api-docs.ts): {name} placeholders only; counts through `apiDocsText.plural`.
export const apiDocs = {
  'reference.api-openapi-json': '/api/openapi.json',
  'reference.parameters': 'Parameters',
  'reference.name': 'Name',
  'reference.in': 'In',
  'reference.required': 'Required',
  'reference.request-body': 'Request body',
  'reference.response': 'Response',
} as const
