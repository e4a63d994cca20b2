// §R8: how logs report an error object, `classification | code | message`. Without zod, so the
// browser's network interceptor can use it without loading the schemas.

/** `classification | code | message`: its category stands in for a missing classification code. */
export function reportedError(error: { code: string; message: string; classificationCode?: string; category?: string }) {
  return [error.classificationCode ?? error.category ?? 'UNCLASSIFIED', error.code, error.message].join(' | ')
}
