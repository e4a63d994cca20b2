// What travellers read about each line on its pages and forms (kept off the first load: the header
// and route heads need only the titles in ./lines.ts).
import { linesOfBusiness, type LineOfBusiness } from '@contracts/site/lines-of-business'
import { linesText } from '~/i18n/plain/lines'

type LineText = { noun: string; plural: string; heading: string; searchLabel: string; description: string }

const lineText = (line: LineOfBusiness): LineText => ({
  noun: linesText(`${line}.noun`),
  plural: linesText(`${line}.plural`),
  heading: linesText(`${line}.heading`),
  searchLabel: linesText(`${line}.search-label`),
  description: linesText(`${line}.description`),
})

export const lineTexts = Object.fromEntries(linesOfBusiness.map((line) => [line, lineText(line)])) as Record<LineOfBusiness, LineText>
