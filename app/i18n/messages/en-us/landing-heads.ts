// What each line's landing page says above its search (§R2 landing pages), apart from the line's
// other messages: a landing page's first load needs only these two lines of text. Plain messages, read
// without the formatter (../../plain/landing-heads.ts).
export const landingHeads = {
} as const
