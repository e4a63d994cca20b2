// Traveller reviews of a product, generated per product type (a hotel is not reviewed like a restaurant,
// a transfer not like a tour) and deterministic per product id. Within one product no text or author
// repeats, and the ratings spread around the product's score the way real ones do: mostly near
// it, now and then a star or two lower. The phrases are data, in review-phrases.json.
import { randomFor, type Random } from '../random'
import reviewPhrases from './review-phrases.json' with { type: 'json' }

export type ReviewKind = 'hotel' | 'restaurant' | 'tour' | 'transfer'
export type Review = { author: string; rating: number; title: string; text: string; date: string }

type Band = 5 | 4 | 3 | 2
type Phrases = {
  /** How a review of each rating opens. */
  openings: Record<Band, string[]>
  /** The second sentence, about one of the product's own things (`{detail}`): praise for 4 and 5 stars, a complaint below. */
  praise: string[]
  complaints: string[]
  titles: Record<Band, string[]>
}

const phrases: Record<ReviewKind, Phrases> = reviewPhrases

const authors = ['Maria G.', 'James T.', 'Aiko S.', 'Lukas B.', 'Priya R.', 'Tom H.', 'Sofia L.', 'Chen W.', 'Olivia P.', 'Ahmed K.', 'Emma D.', 'Diego F.', 'Hannah M.', 'Noah C.', 'Fatima Z.', 'Kenji O.', 'Isabel V.', 'Mateo R.', 'Grace N.', 'Yusuf A.']

/** How far a single review strays from the product's score: mostly not at all, sometimes a star or two. */
const strays = [-2, -1, -1, -1, 0, 0, 0, 0, 0, 1, 1] as const

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

const bandOf = (rating: number): Band => (rating >= 5 ? 5 : rating === 4 ? 4 : rating === 3 ? 3 : 2)

/** Draws without putting back; starts over (in a new order) when the pool is used up, unless `once`. */
function drawer<T>(random: Random, items: readonly T[], { once = false } = {}) {
  let pool: T[] = []
  let rounds = 0
  return () => {
    if (pool.length === 0) {
      if (once && rounds > 0) throw new RangeError('not enough distinct sentences for the reviews asked for')
      pool = random.sample(items, items.length)
      rounds += 1
    }
    return pool.pop() as T
  }
}

function isoDaysBefore(date: string, days: number) {
  const moment = new Date(`${date}T00:00:00Z`)
  moment.setUTCDate(moment.getUTCDate() - days)
  return moment.toISOString().slice(0, 10)
}

export type ReviewSubject = {
  kind: ReviewKind
  /** The product's id: the same id gives the same reviews on every machine. */
  id: string
  /** The overall score, 1 to 5, that the ratings spread around. */
  score: number
  /** The product's own things a reviewer names: dishes, stops, amenities, inclusions. */
  details: readonly string[]
  /** The reviews are dated before this day, newest first. */
  before: string
  count?: number
}

/** The product's reviews, newest first: distinct texts, titles and authors, ratings spread around the score. */
export function reviewsFor({ kind, id, score, details, before, count = 5 }: ReviewSubject): Review[] {
  const random = randomFor('reviews', kind, id)
  const bank = phrases[kind]
  const openings = Object.fromEntries(([5, 4, 3, 2] as const).map((band) => [band, drawer(random, bank.openings[band])])) as Record<Band, () => string>
  const titles = Object.fromEntries(([5, 4, 3, 2] as const).map((band) => [band, drawer(random, bank.titles[band])])) as Record<Band, () => string>
  // Each second sentence is its own (template, detail) pair, so no two texts of a product match.
  const things = details.length > 0 ? details : ['service']
  const sentences = (templates: string[]) => drawer(random, templates.flatMap((template) => things.map((thing) => capitalise(template.replace('{detail}', thing)))), { once: true })
  const praise = sentences(bank.praise)
  const complaint = sentences(bank.complaints)
  const people = random.sample(authors, count)
  return people
    .map((author) => {
      const rating = Math.max(1, Math.min(5, Math.round(score) + random.pick(strays)))
      const band = bandOf(rating)
      const text = `${openings[band]()} ${(rating >= 4 ? praise : complaint)()}`
      return { author, rating, title: titles[band](), text, date: isoDaysBefore(before, random.int(3, 360)) }
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.author.localeCompare(b.author))
}
