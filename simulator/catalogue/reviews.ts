// Traveller reviews of a product, generated per product type (a hotel is not reviewed like a restaurant,
// a transfer not like a tour) and deterministic per product id. Within one product no text or author
// repeats, and the ratings spread around the product's score the way real ones do: mostly near
// it, now and then a star or two lower.
import { randomFor, type Random } from '../random'

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

const phrases: Record<ReviewKind, Phrases> = {
  hotel: {
    openings: {
      5: ['We loved every minute of our stay.', 'One of the best hotels we have stayed in.', 'Faultless from check-in to check-out.', 'We will be back without a doubt.', 'The staff went out of their way for us.', 'Exceeded what we expected for the price.'],
      4: ['A very comfortable stay.', 'Good hotel in a handy spot.', 'We enjoyed our stay and would return.', 'Clean, quiet and well run.', 'Solid choice for a city break.', 'Pleasant stay overall.'],
      3: ['An average stay.', 'Fine for a night or two.', 'Some good points, some less so.', 'It did the job.', 'Not bad, not memorable.'],
      2: ['Disappointing for the price.', 'Our room was not what the photos showed.', 'We expected more.', 'Several things let this stay down.'],
    },
    praise: ['The {detail} stood out.', 'We made good use of the {detail}.', 'Special mention for the {detail}.', 'The {detail} was better than expected.', 'We would come back for the {detail} alone.'],
    complaints: ['The {detail} could do with an update.', 'The {detail} was not up to the standard of the rest.', 'We were let down by the {detail}.', 'The {detail} needs attention.'],
    titles: {
      5: ['Perfect stay', 'Could not fault it', 'A real gem', 'Wonderful hotel'],
      4: ['Very good stay', 'Would stay again', 'Comfortable and central', 'Good value'],
      3: ['Okay for a short stay', 'Mixed experience', 'Average'],
      2: ['Not as described', 'Needs work', 'Below expectations'],
    },
  },
  restaurant: {
    openings: {
      5: ['An unforgettable dinner.', 'Best meal of our trip.', 'Worth every penny.', 'Everything was spot on.', 'We already want to go back.', 'Book ahead: it fills up for good reason.'],
      4: ['A lovely evening out.', 'Very good food and friendly staff.', 'We had a great time.', 'Good cooking at a fair price.', 'A solid choice in the area.', 'Nice atmosphere and good food.'],
      3: ['Good food but a busy room.', 'Decent, if a little slow.', 'Nice enough for a quick dinner.', 'Mixed feelings about this one.', 'The cooking was fine, the service less so.'],
      2: ['Not what we hoped for.', 'Long waits between courses.', 'Overpriced for what it is.', 'Our table was cramped and noisy.'],
    },
    praise: ['The {detail} was perfect.', 'Do not miss the {detail}.', 'We shared the {detail} and ordered another.', 'The {detail} was the highlight.', 'The {detail} was generous and well made.'],
    complaints: ['The {detail} was a little underseasoned.', 'The {detail} came out cold.', 'The {detail} was small for the price.', 'We waited a long time for the {detail}.'],
    titles: {
      5: ['Unforgettable evening', 'Outstanding', 'A must in town', 'Exceptional food'],
      4: ['Lovely dinner', 'Very good, will return', 'Great food, friendly staff', 'A solid choice'],
      3: ['Good but busy', 'Decent food, slow service', 'Nice enough'],
      2: ['Disappointing', 'Not worth the wait', 'Expected better'],
    },
  },
  tour: {
    openings: {
      5: ['Worth every minute.', 'The highlight of our trip.', 'Our guide was brilliant.', 'Well organised from start to finish.', 'We learnt so much.', 'Perfect pace for our family.'],
      4: ['Really enjoyed it.', 'A good way to see the city.', 'Good guide and good pace.', 'Well worth the price.', 'A fun afternoon.', 'Informative and relaxed.'],
      3: ['Interesting but rushed at the end.', 'The group was too large to hear well.', 'Fine, not amazing.', 'Some parts better than others.', 'Okay for a first visit.'],
      2: ['Started late and felt hurried.', 'Not as described.', 'Too much time waiting in queues.', 'Hard to hear the guide.'],
    },
    praise: ['The stop at {detail} was the best part.', '{detail} alone made it worth it.', 'The story behind {detail} was fascinating.', 'Great photos at {detail}.', 'We loved the time at {detail}.'],
    complaints: ['{detail} was crowded when we went.', 'We only had a few minutes at {detail}.', '{detail} was skipped because we ran late.', 'Little was said about {detail}.'],
    titles: {
      5: ['Worth every minute', 'Highlight of our trip', 'Fantastic guide', 'Perfect'],
      4: ['Very good', 'Good experience', 'Recommended', 'Great value'],
      3: ['Fine, not amazing', 'Rushed', 'Average tour'],
      2: ['Disappointing', 'Poorly organised', 'Not as described'],
    },
  },
  transfer: {
    openings: {
      5: ['Smooth from start to finish.', 'Our driver was waiting with a sign.', 'Stress-free after a long flight.', 'Spotless car and a careful driver.', 'Exactly what we needed with tired kids.', 'On time despite our delayed flight.'],
      4: ['Easy and reliable.', 'Good service at a fair price.', 'A comfortable ride.', 'Did exactly what it promised.', 'Friendly driver, clean vehicle.', 'Would book again.'],
      3: ['Got us there in the end.', 'A bit of a wait at arrivals.', 'Fine, but the car was cramped.', 'Okay, nothing special.', 'The pick-up point was hard to find.'],
      2: ['We waited far too long.', 'The driver took a long detour.', 'Hard to reach the company.', 'Not worth the price.'],
    },
    praise: ['The {detail} made it easy.', 'We were glad of the {detail}.', 'The {detail} worked as described.', 'Good to have the {detail} included.', 'The {detail} saved us a lot of hassle.'],
    complaints: ['The {detail} was not quite as promised.', 'The {detail} let us down.', 'We had trouble with the {detail}.', 'The {detail} could be better organised.'],
    titles: {
      5: ['Faultless transfer', 'Great start to our holiday', 'Highly recommended', 'Perfect pick-up'],
      4: ['Reliable', 'Good transfer', 'Easy and comfortable', 'Would use again'],
      3: ['Okay', 'A bit slow', 'Average service'],
      2: ['Long wait', 'Disappointing', 'Not as promised'],
    },
  },
}

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
