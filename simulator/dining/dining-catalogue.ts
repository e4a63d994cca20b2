// The restaurants of every destination, generated deterministically from the simulator seed: name,
// cuisine (the country's own cooking weighted up), price level, neighbourhood, opening hours by
// weekday, capacity per seating, largest table, dress code, menu highlights, accessibility, reviews,
// whether it is a rewards partner, and its booking options (a table, free or with a deposit per
// person, and set menus prepaid per person). Prices are in USD cents for a mid-priced city.
import type { Cuisine } from '@contracts/lxp/dining.schema'
import { cuisineLabels } from '@contracts/lxp/dining.schema'
import type { Destination } from '../catalogue/destinations'
import { applyPermille, roundHalfUp } from '../money'
import { phoneNumberFor } from '../catalogue/phone-numbers'
import { reviewsFor, type Review } from '../catalogue/reviews'
import { sceneOf, type SceneKind } from '../catalogue/scenes'
import { today } from '../clock'
import { randomFor, type Random } from '../random'

export const restaurantsPerDestination = 36
/** Reviews are dated before the day the catalogue is written, so none is dated after today (issue 36 item 11). */
const reviewsBefore = today()

export type DayHours = { weekday: number; open: string | null; close: string | null; label: string }
export type Experience = { id: string; name: string; description: string; includes: string[]; pricePerPerson: number }

export type Restaurant = {
  id: string
  destinationId: string
  name: string
  cuisine: Cuisine
  priceLevel: 1 | 2 | 3 | 4
  neighbourhood: string
  description: string
  address: { addressLine1: string; addressLine2?: string; cityName: string; countryCode: string; countryName: string; postalCode: string }
  phone: string
  timeZone: string
  openingHours: DayHours[]
  /** Covers (seats) one seating holds. */
  coversPerSeating: number
  /** The largest party one table seats. */
  maxPartySize: number
  dressCode: string
  /** `lang`: the dish's name is in that language (BCP 47), not the page's. */
  menuHighlights: { name: string; description: string; lang?: string }[]
  accessibility: string[]
  rating: { score: number; count: number }
  reviews: Review[]
  /** A rewards partner: points pay for deposits and set menus, and card members earn 3X. */
  pointsEligible: boolean
  /** Deposit per person to reserve a table, in minor units; 0 when reserving is free. */
  tableDepositPerPerson: number
  experiences: Experience[]
  image: { src: string; alt: string }
}

/** The country's own cooking, weighted up in its destinations. */
const localCuisines: Record<string, Cuisine[]> = {
  US: ['AMERICAN', 'STEAKHOUSE', 'SEAFOOD'],
  CA: ['AMERICAN', 'SEAFOOD'],
  GB: ['BRITISH'],
  IE: ['BRITISH', 'SEAFOOD'],
  FR: ['FRENCH'],
  IT: ['ITALIAN'],
  ES: ['SPANISH'],
  PT: ['PORTUGUESE', 'SEAFOOD'],
  DE: ['GERMAN'],
  AT: ['GERMAN'],
  CZ: ['GERMAN', 'INTERNATIONAL'],
  NL: ['INTERNATIONAL', 'SEAFOOD'],
  GR: ['GREEK', 'MEDITERRANEAN'],
  TR: ['TURKISH'],
  AE: ['MIDDLE_EASTERN'],
  MA: ['MOROCCAN'],
  TH: ['THAI'],
  SG: ['CHINESE', 'INDIAN'],
  MY: ['CHINESE', 'INDIAN', 'INDONESIAN'],
  ID: ['INDONESIAN'],
  JP: ['JAPANESE'],
  KR: ['KOREAN'],
  HK: ['CHINESE'],
  MX: ['MEXICAN'],
  BR: ['BRAZILIAN'],
  AR: ['ARGENTINE', 'STEAKHOUSE'],
  AU: ['SEAFOOD', 'INTERNATIONAL'],
  ZA: ['STEAKHOUSE', 'INTERNATIONAL'],
  MV: ['SEAFOOD', 'INDIAN'],
  IS: ['SEAFOOD'],
}
const worldCuisines: Cuisine[] = ['ITALIAN', 'JAPANESE', 'FRENCH', 'INDIAN', 'CHINESE', 'MEDITERRANEAN', 'VEGETARIAN', 'STEAKHOUSE', 'SEAFOOD', 'MEXICAN', 'THAI', 'VIETNAMESE', 'KOREAN', 'MIDDLE_EASTERN', 'SPANISH', 'INTERNATIONAL', 'GREEK', 'AMERICAN']

/** Name patterns (`{w}` is a word of the cuisine) and dishes of each cuisine; a dish named in its own language says which (read so by screen readers). */
const cuisineStyles: Record<Cuisine, { patterns: string[]; words: string[]; dishes: ([string, string] | [string, string, string])[] }> = {
  AMERICAN: { patterns: ['{w} Diner', 'The {w} Grill', '{w} Kitchen & Bar'], words: ['Liberty', 'Main Street', 'Hudson', 'Redwood', 'Union', 'Blue Plate'], dishes: [['Smash burger', 'Two patties, aged cheddar, pickles, brioche bun'], ['Buttermilk fried chicken', 'With hot honey and coleslaw'], ['Lobster roll', 'Warm butter, toasted split-top bun'], ['Key lime pie', 'Graham crust, whipped cream']] },
  ARGENTINE: { patterns: ['Parrilla {w}', '{w} Asado', 'El {w}'], words: ['Gaucho', 'La Pampa', 'Fuego', 'San Telmo', 'Malbec', 'Criollo'], dishes: [['Bife de chorizo', 'Grass-fed sirloin from the charcoal grill', 'es'], ['Empanadas', 'Hand-cut beef, baked to order'], ['Provoleta', 'Grilled provolone with oregano'], ['Dulce de leche pancakes', 'Warm, with vanilla ice cream']] },
  BRAZILIAN: { patterns: ['Churrascaria {w}', 'Casa {w}', 'Boteco {w}'], words: ['Brasa', 'Ipanema', 'Sabiá', 'Jardim', 'Carioca', 'Tropical'], dishes: [['Feijoada', 'Black bean and pork stew, farofa, orange', 'pt'], ['Picanha', 'Rump cap from the rodízio skewers'], ['Moqueca', 'Fish stew with coconut milk and dendê oil'], ['Pão de queijo', 'Cheese bread, baked warm', 'pt']] },
  BRITISH: { patterns: ['The {w}', 'The {w} Arms', '{w} Dining Rooms'], words: ['Red Lion', 'Crown & Anchor', 'Fox', 'Kings Head', 'Bell', 'Rose & Thistle'], dishes: [['Beef Wellington', 'For two, with red wine jus'], ['Fish and chips', 'Beer-battered haddock, mushy peas, tartare sauce'], ['Sunday roast', 'Roast beef, Yorkshire pudding, all the trimmings'], ['Sticky toffee pudding', 'Toffee sauce, clotted cream']] },
  CHINESE: { patterns: ['{w} Palace', '{w} Dim Sum House', 'Jade {w}'], words: ['Golden Dragon', 'Lotus', 'Red Lantern', 'Bamboo', 'Pearl River', 'Peony'], dishes: [['Peking duck', 'Carved at the table, pancakes and hoisin'], ['Har gow', 'Crystal prawn dumplings'], ['Mapo tofu', 'Silken tofu, Sichuan pepper, minced pork'], ['Char siu bao', 'Steamed buns with barbecue pork']] },
  FRENCH: { patterns: ['Bistro {w}', 'Le {w}', 'Brasserie {w}'], words: ['Lumière', 'Papillon', 'Marché', 'Rivage', 'Jardin', 'Cocotte'], dishes: [['Steak frites', 'Bavette, béarnaise, hand-cut fries', 'fr'], ['Soupe à l’oignon', 'Onion soup with a gruyère crust', 'fr'], ['Confit de canard', 'Duck leg, garlic potatoes', 'fr'], ['Tarte Tatin', 'Caramelised apples, crème fraîche', 'fr']] },
  GERMAN: { patterns: ['{w} Stube', 'Gasthaus {w}', '{w} Bräu'], words: ['Linden', 'Zum Hirschen', 'Alte Mühle', 'Edelweiss', 'Kastanie', 'Adler'], dishes: [['Wiener Schnitzel', 'Veal, lemon, potato salad', 'de'], ['Schweinshaxe', 'Crackling pork knuckle, sauerkraut', 'de'], ['Käsespätzle', 'Egg noodles, mountain cheese, crispy onions', 'de'], ['Apfelstrudel', 'Warm, with vanilla sauce', 'de']] },
  GREEK: { patterns: ['Taverna {w}', '{w} Estiatorio', 'Ouzeri {w}'], words: ['Olympia', 'Santorini', 'Kyma', 'Elia', 'Thalassa', 'Meltemi'], dishes: [['Grilled octopus', 'Olive oil, oregano, fava purée'], ['Moussaka', 'Aubergine, lamb ragù, béchamel'], ['Horiatiki', 'Village salad with barrel-aged feta'], ['Loukoumades', 'Honey doughnuts, walnuts, cinnamon']] },
  INDIAN: { patterns: ['{w}', 'The {w} Room', '{w} Tandoor'], words: ['Masala', 'Saffron', 'Bombay Spice', 'Tamarind', 'Chutney', 'Dilli'], dishes: [['Butter chicken', 'Tandoori chicken in a tomato and butter sauce'], ['Lamb biryani', 'Slow-cooked under a pastry lid'], ['Dal makhani', 'Black lentils simmered overnight'], ['Garlic naan', 'From the clay oven']] },
  INDONESIAN: { patterns: ['Warung {w}', 'Rumah {w}', '{w} Kitchen'], words: ['Sambal', 'Kemangi', 'Nusantara', 'Padi', 'Kencana', 'Seroja'], dishes: [['Nasi goreng', 'Fried rice, fried egg, prawn crackers'], ['Beef rendang', 'Slow-cooked in coconut and spices'], ['Sate ayam', 'Chicken skewers, peanut sauce'], ['Gado-gado', 'Vegetables, tofu, tempeh, peanut dressing']] },
  INTERNATIONAL: { patterns: ['{w}', 'The {w}', '{w} Kitchen'], words: ['Fig & Olive', 'Copper Pot', 'Wild Thyme', 'Atlas', 'Harvest', 'Salt & Smoke'], dishes: [['Seasonal tasting plates', 'Small plates from the market'], ['Roast chicken', 'Free-range, herb butter, crushed potatoes'], ['Catch of the day', 'Simply grilled, with greens'], ['Chocolate fondant', 'Molten centre, salted caramel ice cream']] },
  ITALIAN: { patterns: ['Trattoria {w}', 'Osteria {w}', 'Ristorante {w}'], words: ['Bella', 'Da Marco', 'La Vite', 'Nonna Rosa', 'Al Porto', 'San Lorenzo'], dishes: [['Cacio e pepe', 'Tonnarelli, pecorino romano, black pepper', 'it'], ['Margherita', 'Wood-fired, San Marzano tomato, fior di latte'], ['Ossobuco', 'Braised veal shank, saffron risotto', 'it'], ['Tiramisù', 'Made each morning', 'it']] },
  JAPANESE: { patterns: ['Sushi {w}', 'Izakaya {w}', '{w} Ramen'], words: ['Hana', 'Kaze', 'Sakura', 'Tsuki', 'Kumo', 'Yuzu'], dishes: [['Omakase nigiri', 'Chef’s choice of the day’s fish'], ['Tonkotsu ramen', 'Pork bone broth, chashu, ajitama egg'], ['Chicken karaage', 'Japanese fried chicken, yuzu mayo'], ['Matcha cheesecake', 'Light, with black sesame']] },
  KOREAN: { patterns: ['{w} BBQ', 'Sikdang {w}', '{w} House'], words: ['Seoul', 'Hanok', 'Gangnam', 'Bibim', 'Namsan', 'Kimchi'], dishes: [['Galbi', 'Marinated short ribs grilled at the table'], ['Bibimbap', 'Rice bowl in a hot stone pot'], ['Korean fried chicken', 'Double-fried, soy garlic glaze'], ['Haemul pajeon', 'Seafood and spring onion pancake']] },
  MEDITERRANEAN: { patterns: ['{w}', '{w} Mezze Bar', 'Olive {w}'], words: ['Azul', 'Lemon Tree', 'Levante', 'Cyprus', 'Riviera', 'Sol'], dishes: [['Mezze platter', 'Hummus, baba ghanoush, labneh, warm pita'], ['Whole sea bream', 'Charcoal-grilled, lemon and herbs'], ['Lamb kofta', 'Yoghurt, sumac onions'], ['Orange blossom panna cotta', 'With pistachio crumble']] },
  MEXICAN: { patterns: ['Cantina {w}', 'Taquería {w}', 'Casa {w}'], words: ['El Sol', 'La Catrina', 'Maíz', 'Azteca', 'Jalisco', 'Oaxaca'], dishes: [['Tacos al pastor', 'Spit-roasted pork, pineapple, salsa verde', 'es'], ['Mole poblano', 'Chicken in a dark chilli and chocolate sauce', 'es'], ['Guacamole', 'Made at the table'], ['Churros', 'Cinnamon sugar, chocolate dip']] },
  MIDDLE_EASTERN: { patterns: ['Al {w}', '{w} Grill', 'Beit {w}'], words: ['Sahara', 'Zaatar', 'Cedar', 'Fairuz', 'Medina', 'Yasmine'], dishes: [['Mixed grill', 'Shish taouk, kofta and lamb skewers'], ['Fattoush', 'Crisp bread salad, sumac, pomegranate'], ['Lamb ouzi', 'Slow-roasted lamb on spiced rice'], ['Kunafa', 'Warm cheese pastry, rose syrup']] },
  MOROCCAN: { patterns: ['Dar {w}', 'Riad {w}', 'Le {w}'], words: ['Zitoun', 'Atlas', 'Safran', 'Medina', 'Yacout', 'Marrakchi'], dishes: [['Lamb tagine', 'Prunes, almonds, sesame'], ['Chicken pastilla', 'Flaky pastry, cinnamon, almonds'], ['Couscous royal', 'Seven vegetables, merguez, lamb'], ['Mint tea', 'Poured from a height']] },
  PORTUGUESE: { patterns: ['Tasca {w}', 'Casa {w}', 'O {w}'], words: ['do Fado', 'Alfama', 'Bacalhau', 'Marés', 'Sardinha', 'Vinho Verde'], dishes: [['Bacalhau à Brás', 'Salt cod, potatoes, eggs, olives', 'pt'], ['Grilled sardines', 'Charcoal, roasted peppers'], ['Arroz de marisco', 'Seafood rice for two', 'pt'], ['Pastel de nata', 'Warm custard tart, cinnamon', 'pt']] },
  SEAFOOD: { patterns: ['The {w} Oyster Bar', '{w} Fish House', 'Catch {w}'], words: ['Harbour', 'Anchor', 'Tidewater', 'Driftwood', 'Salt Marsh', 'Lighthouse'], dishes: [['Oysters', 'Half a dozen, shallot vinegar'], ['Seafood platter', 'Crab, prawns, mussels and clams on ice'], ['Grilled halibut', 'Brown butter, capers'], ['Clam chowder', 'Creamy, with oyster crackers']] },
  SPANISH: { patterns: ['Bar {w}', 'Taberna {w}', 'Casa {w}'], words: ['El Olivo', 'La Bodega', 'Sol y Sombra', 'Jamón', 'Gaudí', 'Andalucía'], dishes: [['Paella valenciana', 'For two, cooked to order', 'es'], ['Jamón ibérico', 'Hand-carved, 36 months', 'es'], ['Patatas bravas', 'Spicy tomato, aioli', 'es'], ['Crema catalana', 'Burnt sugar crust', 'ca']] },
  STEAKHOUSE: { patterns: ['{w} Steakhouse', 'The {w} Chophouse', '{w} Prime'], words: ['Iron', 'Black Angus', 'Butcher’s', 'Embers', 'Cattleman’s', 'Oak'], dishes: [['Dry-aged ribeye', '35 days, bone in'], ['Porterhouse for two', 'Carved at the table'], ['Creamed spinach', 'Nutmeg, parmesan'], ['New York cheesecake', 'With berry compote']] },
  THAI: { patterns: ['Baan {w}', '{w} Thai', 'Krua {w}'], words: ['Siam', 'Orchid', 'Lemongrass', 'Mango Tree', 'Chao Phraya', 'Bangkok'], dishes: [['Pad thai', 'Rice noodles, tamarind, prawns, peanuts'], ['Green curry', 'Chicken, Thai basil, aubergine'], ['Som tam', 'Green papaya salad'], ['Mango sticky rice', 'Coconut cream, sesame']] },
  TURKISH: { patterns: ['{w} Ocakbaşı', '{w} Lokantası', 'Kebap {w}'], words: ['Anatolia', 'Bosphorus', 'Sultan', 'Lale', 'Galata', 'Nar'], dishes: [['Adana kebab', 'Hand-minced lamb from the grill'], ['Pide', 'Boat-shaped flatbread, sucuk and egg'], ['Meze selection', 'Ezme, haydari, dolma'], ['Baklava', 'Pistachio, from the house pastry chef']] },
  VEGETARIAN: { patterns: ['{w}', 'The {w} Garden', '{w} Greens'], words: ['Green Leaf', 'Sprout', 'Botanica', 'Root', 'Wildflower', 'Seedling'], dishes: [['Beetroot tartare', 'Capers, shallots, smoked yolk'], ['Wild mushroom risotto', 'Truffle, aged parmesan'], ['Cauliflower steak', 'Tahini, pomegranate, herbs'], ['Vegan chocolate torte', 'Raspberries, coconut cream']] },
  VIETNAMESE: { patterns: ['Pho {w}', '{w} Saigon', 'Banh Mi {w}'], words: ['Lotus', 'Hanoi', 'Mekong', 'Ha Long', 'Lemongrass', 'Little'], dishes: [['Pho bo', 'Beef broth simmered 12 hours, rice noodles'], ['Banh xeo', 'Crispy turmeric pancake, prawns'], ['Bun cha', 'Grilled pork, noodles, herbs'], ['Fresh spring rolls', 'Prawn, herbs, peanut dip']] },
}

const neighbourhoods = ['Old Town', 'City Centre', 'Riverside', 'Museum Quarter', 'Harbourfront', 'Arts District', 'University Quarter', 'Market Square', 'Theatre District', 'Garden District', 'Station Quarter', 'Waterfront']
const resortNeighbourhoods = ['Beachfront', 'Marina', 'Old Town', 'Bay', 'Palm Grove', 'Harbourfront', 'Clifftop', 'Village']
const streets = ['Market Street', 'Harbour Road', 'Church Lane', 'Station Road', 'High Street', 'Garden Row', 'River Walk', 'Park Lane', 'Queen Street', 'Mill Lane', 'Chapel Street', 'Bridge Street']
const accessibilityFeatures = ['Step-free entrance', 'Accessible restroom', 'Wheelchair-accessible tables', 'Large-print menu', 'Service animals welcome', 'Hearing loop at the bar', 'Quiet tables on request']
const dressCodes: Record<1 | 2 | 3 | 4, string> = {
  1: 'Casual',
  2: 'Smart casual',
  3: 'Smart casual; no beachwear',
  4: 'Elegant: jackets preferred for gentlemen; no sportswear or flip-flops',
}

const hours = (open: string, close: string) => ({ open, close })
type Week = ({ open: string; close: string } | null)[]
const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

function openingHours(week: Week): DayHours[] {
  return week.map((day, index) => ({ weekday: index + 1, open: day?.open ?? null, close: day?.close ?? null, label: day === null ? 'Closed' : `${day.open}–${day.close}` }))
}

/** The week of a restaurant: fine dining opens for dinner five days; others keep lunch-and-dinner or dinner hours, some with a day off. */
function weekOf(random: Random, priceLevel: number): Week {
  if (priceLevel === 4) return [null, hours('18:00', '23:00'), hours('18:00', '23:00'), hours('18:00', '23:00'), hours('18:00', '23:30'), hours('18:00', '23:30'), null]
  const day = random.pick([hours('12:00', '23:00'), hours('11:30', '22:30'), hours('17:30', '23:30'), hours('12:00', '22:00')])
  const dayOff = random.pick([null, null, 0, 0, 6]) // Mondays are the usual day off, Sundays some.
  return Array.from({ length: 7 }, (_, index) => (index === dayOff ? null : day))
}

function nameOf(random: Random, cuisine: Cuisine, neighbourhood: string, used: Set<string>) {
  const style = cuisineStyles[cuisine]
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const name = random.pick(style.patterns).replace('{w}', random.pick(style.words))
    if (!used.has(name)) return name
  }
  return `${random.pick(style.patterns).replace('{w}', random.pick(style.words))} ${neighbourhood}`
}

const roundTo = (amount: number, step: number) => Math.max(step, roundHalfUp(amount, step) * step)

function experiencesOf(random: Random, priceLevel: number, cuisine: Cuisine, costLevel: number): Experience[] {
  const price = (base: number) => roundTo(applyPermille(base, costLevel), 500)
  const label = cuisineWord(cuisine)
  const experiences: Experience[] = []
  if (priceLevel >= 3) {
    const tasting = price(priceLevel === 4 ? 16_500 : 9500)
    experiences.push({
      id: 'tasting-menu',
      name: priceLevel === 4 ? 'Seven-course tasting menu' : 'Five-course tasting menu',
      description: `The kitchen’s ${label} tasting menu, following the season. Dietary needs can be met when noted in the booking.`,
      includes: [priceLevel === 4 ? 'Seven courses' : 'Five courses', 'Amuse-bouche and petits fours', 'Still and sparkling water'],
      pricePerPerson: tasting,
    })
    if (priceLevel === 4 || random.chance(0.4)) {
      experiences.push({
        id: 'wine-pairing',
        name: 'Tasting menu with wine pairing',
        description: 'The tasting menu with a glass chosen by the sommelier for each course.',
        includes: ['The tasting menu', 'A paired wine with each course', 'Still and sparkling water'],
        pricePerPerson: roundTo(applyPermille(tasting, 1600), 500),
      })
    }
    if (random.chance(0.3)) {
      experiences.push({
        id: 'chefs-table',
        name: 'Chef’s table',
        description: 'Dine at the counter facing the pass: extra courses cooked and served by the chefs.',
        includes: ['The tasting menu and two extra courses', 'A welcome glass of champagne', 'Kitchen tour'],
        pricePerPerson: roundTo(applyPermille(tasting, 1800), 500),
      })
    }
  } else if (random.chance(priceLevel === 2 ? 0.6 : 0.3)) {
    experiences.push({
      id: 'set-menu',
      name: priceLevel === 2 ? 'Three-course set menu' : 'Sharing feast',
      description: priceLevel === 2 ? `A starter, main course and dessert from the ${label} menu, with a glass of house wine.` : `A spread of the house favourites to share, with a soft drink each.`,
      includes: priceLevel === 2 ? ['Starter, main course and dessert', 'A glass of house wine'] : ['Dishes to share for the table', 'A soft drink each'],
      pricePerPerson: price(priceLevel === 2 ? 4500 : 2500),
    })
  }
  return experiences
}

/** Cuisines named after a place read as proper names ("French cooking"); the others do not ("seafood cooking"). */
const cuisineWord = (cuisine: Cuisine) => (['SEAFOOD', 'STEAKHOUSE', 'VEGETARIAN', 'INTERNATIONAL'].includes(cuisine) ? cuisineLabels[cuisine].toLowerCase() : cuisineLabels[cuisine])

function describe(name: string, cuisine: Cuisine, priceLevel: number, neighbourhood: string, destination: Destination, dishes: readonly (readonly [string, ...string[]])[]) {
  const kind = ['', 'A relaxed neighbourhood spot', 'A lively', 'A refined', 'An acclaimed fine-dining'][priceLevel]
  const cooking = cuisine === 'STEAKHOUSE' ? 'steaks and grills' : `${cuisineWord(cuisine)} cooking`
  const lead = priceLevel === 1 ? `${kind} for ${cooking}` : `${kind} restaurant for ${cooking}`
  return `${name}: ${lead} in the ${neighbourhood} area of ${destination.name}. Known for its ${dishes[0]?.[0].toLowerCase()} and ${dishes[1]?.[0].toLowerCase()}.`
}

/** The restaurants of one destination, in id order. */
export function generateRestaurants(destination: Destination): Restaurant[] {
  const random = randomFor('dining', destination.id)
  const local = localCuisines[destination.countryCode] ?? ['INTERNATIONAL']
  const areas = destination.resort ? resortNeighbourhoods : neighbourhoods
  const used = new Set<string>()
  return Array.from({ length: restaurantsPerDestination }, (_, index): Restaurant => {
    const cuisine = random.chance(0.4) ? random.pick(local) : random.pick(worldCuisines)
    const priceLevel = random.pick([1, 1, 2, 2, 2, 2, 3, 3, 3, 4] as const)
    const neighbourhood = random.pick(areas)
    const name = nameOf(random, cuisine, neighbourhood, used)
    used.add(name)
    const style = cuisineStyles[cuisine]
    const dishes = random.sample(style.dishes, 3)
    // TripAdvisor-like: most places between 3.8 and 4.7, few above, none perfect.
    const score = Math.round((3.4 + 1.5 * Math.sqrt(random.next())) * 10) / 10
    const deposit = priceLevel === 4 ? 5000 : priceLevel === 3 && random.chance(0.5) ? 2500 : 0
    const capacity: Record<number, [number, number]> = { 1: [30, 60], 2: [30, 56], 3: [20, 40], 4: [12, 24] }
    const [fewest, most] = capacity[priceLevel] ?? [20, 40]
    const features = random.sample(accessibilityFeatures, random.int(0, 4))
    const id = `${destination.id}-r${String(index + 1).padStart(3, '0')}`
    return {
      id,
      destinationId: destination.id,
      name,
      cuisine,
      priceLevel,
      neighbourhood,
      description: describe(name, cuisine, priceLevel, neighbourhood, destination, dishes),
      address: {
        addressLine1: `${random.int(1, 240)} ${random.pick(streets)}`,
        cityName: destination.name,
        countryCode: destination.countryCode,
        countryName: destination.countryName,
        postalCode: String(random.int(10_000, 99_999)),
        ...addressLinesOf(id),
      },
      phone: phoneNumberFor(destination.countryCode, randomFor('phone', id)),
      timeZone: destination.timeZone,
      openingHours: openingHours(weekOf(random, priceLevel)),
      coversPerSeating: random.int(fewest, most),
      maxPartySize: priceLevel === 4 ? 6 : priceLevel === 3 ? 8 : random.chance(0.2) ? 20 : 10,
      dressCode: dressCodes[priceLevel],
      menuHighlights: dishes.map(([dish, description, lang]) => ({ name: dish, description, ...(lang && { lang }) })),
      accessibility: features.length > 0 ? features : ['Entrance has a step; staff can help'],
      rating: { score, count: random.int(40, 2400) },
      reviews: reviewsFor({ kind: 'restaurant', id, score, details: dishes.map(([dish]) => dish.toLowerCase()), before: reviewsBefore }),
      pointsEligible: random.chance(priceLevel >= 3 ? 0.6 : 0.35),
      tableDepositPerPerson: deposit === 0 ? 0 : roundTo(applyPermille(deposit, destination.costLevel), 500),
      experiences: experiencesOf(random, priceLevel, cuisine, destination.costLevel),
      image: { src: sceneOf('restaurant', id), alt: `${name}, ${cuisineLabels[cuisine]} restaurant in ${destination.name}` },
    }
  })
}

/** A restaurant's gallery (issue 42 item 1): its main picture, then its room, its terrace and its street. */
export function restaurantImagesOf(restaurant: Pick<Restaurant, 'id' | 'name' | 'image' | 'neighbourhood'>, destination: Pick<Destination, 'name' | 'resort'>) {
  const more: [caption: string, scene: SceneKind][] = [
    [`The dining room at ${restaurant.name}`, 'restaurant'],
    [`The terrace at ${restaurant.name}`, 'terrace'],
    [`${restaurant.neighbourhood}, ${destination.name}`, destination.resort ? 'coast' : 'old-town'],
  ]
  // Never the main picture again: a room drawn from the same variant as the card's is drawn from the next key.
  const drawn = (scene: SceneKind, attempt = 0): string => {
    const src = sceneOf(scene, `${restaurant.id}:${scene}:more${attempt || ''}`, { palms: destination.resort })
    return src === restaurant.image.src && attempt < 8 ? drawn(scene, attempt + 1) : src
  }
  return [restaurant.image, ...more.map(([alt, scene]) => ({ src: drawn(scene), alt }))]
}

export function weekdayName(weekday: number) {
  return weekdayNames[weekday - 1] ?? ''
}

/** A floor or hall for about one restaurant in five (§R3.24 addressLine2), from its own sequence so the catalogue stays as it was. */
function addressLinesOf(restaurantId: string): { addressLine2?: string } {
  const random = randomFor('dining-address-lines', restaurantId)
  return random.chance(0.2) ? { addressLine2: random.pick(['First floor', 'Rooftop', 'Inside the market hall']) } : {}
}
