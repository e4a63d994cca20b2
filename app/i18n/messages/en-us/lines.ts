// Texts of the lines pages (app/features/lines). Plain messages, read without the formatter
// (../../plain/lines.ts): {name} placeholders only; counts through `linesText.plural`.
export const lines = {
  'line-unavailable-content.see-what-you': 'See what you can book',
} as const
