// What travellers read about each line on its pages and forms (kept off the first load: the header
// and route heads need only the titles in ./lines.ts).
import { mapLines, type LineOfBusiness } from '@contracts/site/lines-of-business'
import { linesText } from '~/i18n/plain/lines'

type LineText = { noun: string; plural: string; searchLabel: string }

// Getters, read when shown: a text read when the module loads would keep the first visitor's locale.
const lineText = (line: LineOfBusiness): LineText => ({
  get noun() {
    return linesText(`${line}.noun`)
  },
  get plural() {
    return linesText(`${line}.plural`)
  },
  get searchLabel() {
    return linesText(`${line}.search-label`)
  },
})

export const lineTexts = mapLines(lineText)
