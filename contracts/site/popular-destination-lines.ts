// The line the platform's popular destinations are asked for (GET /catalogue/popular-destinations `line`), read from
// the lines' table (lines-of-business.ts): a line's product, or, for a product that several lines sell (the
// activity of tours and transport), the line's kind, its name in the singular (tours → tour). Plain data without
// zod, so a landing page can ask for its destinations without the contract.
import { apiTypeOfLine, linesOfBusiness, type LineOfBusiness } from './lines-of-business'

type ProductOf = typeof apiTypeOfLine
type Singular<Line extends string> = Line extends `${infer One}s` ? One : Line
/** The product of a line, or its kind in the singular when another line sells the same product. */
type PopularDestinationLineOf<Line extends LineOfBusiness> = Line extends LineOfBusiness ? (ProductOf[Line] extends ProductOf[Exclude<LineOfBusiness, Line>] ? Singular<Line> : ProductOf[Line]) : never
export type PopularDestinationLine = PopularDestinationLineOf<LineOfBusiness>

export function popularDestinationLineOf<Line extends LineOfBusiness>(line: Line): PopularDestinationLineOf<Line> {
  const product = apiTypeOfLine[line]
  const shared = linesOfBusiness.some((other) => other !== line && apiTypeOfLine[other] === product)
  return (shared ? line.replace(/s$/, '') : product) as PopularDestinationLineOf<Line>
}

/** Every line the popular destinations answer for, one per line of business. */
export const popularDestinationLines = [...new Set(linesOfBusiness.map(popularDestinationLineOf))] as [PopularDestinationLine, ...PopularDestinationLine[]]
