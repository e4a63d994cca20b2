// The simulator's pictures (issue 19): flat SVG scenes drawn from a seed, so each hotel, room,
// restaurant, tour, transfer and car shows a picture of its kind and neighbours differ, without
// photographs (the simulator has no network and the repository carries no image rights).
// `npm run generate:scenes` writes every variant to public/images/scenes/ (a unit test keeps the files
// and this drawing in step); `sceneOf` picks one per product. Each is 160 × 100 units, shown at 640 × 400.

/** The kinds of scene and how many variants of each are drawn. */
export const sceneVariants = {
  facade: 12,
  lobby: 3,
  room: 6,
  bathroom: 3,
  breakfast: 3,
  terrace: 4,
  pool: 3,
  spa: 3,
  restaurant: 8,
  mountains: 3,
  coast: 3,
  'old-town': 3,
  forest: 2,
  museum: 2,
  city: 6,
  transfer: 4,
  'car-compact': 3,
  'car-sedan': 3,
  'car-suv': 3,
  'car-van': 3,
} as const

export type SceneKind = keyof typeof sceneVariants

/** The file name of a variant (1-based), as served under /images/scenes/. */
export const sceneFile = (kind: SceneKind, variant: number) => `${kind}-${variant}.svg`

type Random = { next: () => number; int: (min: number, max: number) => number; pick: <T>(items: readonly T[]) => T }

function seeded(text: string): Random {
  let state = 2166136261
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619)
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  // Seeds a character apart start close together: a few draws first spread them.
  for (let warm = 0; warm < 4; warm += 1) next()
  return { next, int: (min, max) => min + Math.floor(next() * (max - min + 1)), pick: (items) => items[Math.floor(next() * items.length)]! }
}

const skies = [
  { top: '#8ec5ff', bottom: '#e3f1ff', sun: '#ffd25e' },
  { top: '#ffb38a', bottom: '#ffe6c7', sun: '#ff8a3d' },
  { top: '#1d2b53', bottom: '#5a4e8c', sun: '#f4f1c9' },
  { top: '#6fb7d9', bottom: '#d7f0f7', sun: '#fff1a8' },
  { top: '#f49c9c', bottom: '#fde2c8', sun: '#ffe08a' },
]
const walls = ['#f3e9dc', '#e8eef5', '#f6e1d3', '#e3efe3', '#efe6f4', '#f8f1e0']
const fabrics = ['#2f6f9f', '#b5523b', '#3f7d5a', '#7a4f9a', '#c79a2e', '#3d4a5c']
const facadeColours = ['#d9a066', '#c8d3de', '#e6c9a8', '#9fb8a1', '#d88c7a', '#b9a7c9', '#e4d8b4', '#8fa9c4']
const bodyColours = ['#c0392b', '#2c3e50', '#ecf0f1', '#2e86c1', '#7f8c8d', '#1e8449']

const r1 = (value: number) => Math.round(value * 10) / 10

function sky(random: Random, id: string) {
  const palette = random.pick(skies)
  return {
    palette,
    svg: `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.top}"/><stop offset="1" stop-color="${palette.bottom}"/></linearGradient></defs><rect width="160" height="100" fill="url(#${id})"/><circle cx="${random.int(20, 140)}" cy="${random.int(12, 26)}" r="${random.int(6, 10)}" fill="${palette.sun}"/>`,
  }
}

function windows(random: Random, x: number, y: number, width: number, height: number, lit: string) {
  const columns = Math.max(2, Math.floor(width / 9))
  const rows = Math.max(2, Math.floor(height / 11))
  const cellW = width / columns
  const cellH = height / rows
  let svg = ''
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1)
      svg += `<rect x="${r1(x + column * cellW + cellW * 0.25)}" y="${r1(y + row * cellH + cellH * 0.2)}" width="${r1(cellW * 0.5)}" height="${r1(cellH * 0.55)}" fill="${random.next() < 0.35 ? lit : '#3b4a5a'}" opacity="0.85"/>`
  return svg
}

function skyline(random: Random, base: number, colour: string) {
  let svg = ''
  for (let x = -4; x < 160; x += random.int(10, 22)) {
    const height = random.int(12, 40)
    svg += `<rect x="${x}" y="${base - height}" width="${random.int(9, 20)}" height="${height + 2}" fill="${colour}"/>`
  }
  return svg
}

function palm(x: number, ground: number) {
  return `<path d="M${x} ${ground} q2 -14 0 -26" stroke="#6b4f2a" stroke-width="2" fill="none"/><path d="M${x} ${ground - 26} q-10 -2 -14 4 M${x} ${ground - 26} q10 -2 14 4 M${x} ${ground - 26} q-6 -8 -12 -8 M${x} ${ground - 26} q6 -8 12 -8" stroke="#2f7d4a" stroke-width="3" fill="none" stroke-linecap="round"/>`
}

function tree(x: number, ground: number, colour: string) {
  return `<rect x="${x - 1}" y="${ground - 8}" width="2" height="8" fill="#6b4f2a"/><circle cx="${x}" cy="${ground - 13}" r="7" fill="${colour}"/>`
}

const draw: Record<SceneKind, (random: Random) => string> = {
  facade(random) {
    const { palette, svg: back } = sky(random, 's')
    const colour = random.pick(facadeColours)
    const width = random.int(56, 96)
    const height = random.int(46, 70)
    const x = random.int(14, 150 - width)
    const top = 88 - height
    const lit = palette.top === '#1d2b53' ? '#ffd98a' : '#cfe8ff'
    const neighbours = skyline(random, 88, '#b8c2cc')
    const greenery = random.next() < 0.4 ? palm(x - 6, 88) + palm(x + width + 6, 88) : tree(x - 7, 88, '#4e8f5a') + tree(x + width + 7, 88, '#3f7d4a')
    const awning = random.pick(fabrics)
    return `${back}${neighbours}<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${colour}"/><rect x="${x - 2}" y="${top - 3}" width="${width + 4}" height="4" fill="#5d5d5d"/>${windows(random, x + 3, top + 4, width - 6, height - 22, lit)}<rect x="${x + width / 2 - 7}" y="${88 - 14}" width="14" height="14" fill="#4a3b2a"/><path d="M${x + width / 2 - 12} ${88 - 15} h24 l-3 5 h-18 z" fill="${awning}"/><rect y="88" width="160" height="12" fill="#9aa5ad"/>${greenery}`
  },
  lobby(random) {
    const wall = random.pick(walls)
    const accent = random.pick(fabrics)
    let lights = ''
    for (let x = 30; x < 160; x += 40) lights += `<line x1="${x}" y1="0" x2="${x}" y2="18" stroke="#777"/><path d="M${x - 7} 24 q7 -10 14 0 z" fill="#f5c96a"/>`
    return `<rect width="160" height="100" fill="${wall}"/><rect y="74" width="160" height="26" fill="#cbb79a"/><path d="M0 100 L40 74 M40 100 L60 74 M80 100 L80 74 M120 100 L100 74 M160 100 L120 74" stroke="#b39f82" stroke-width="0.6"/>${lights}<rect x="52" y="54" width="56" height="22" rx="2" fill="${accent}"/><rect x="50" y="52" width="60" height="4" fill="#e9e2d6"/><rect x="14" y="40" width="12" height="34" rx="6" fill="#3f7d4a"/><rect x="16" y="72" width="8" height="6" fill="#8a6a4a"/><rect x="128" y="28" width="20" height="26" fill="#ffffff" stroke="#8a7a6a"/><path d="M130 50 l6 -10 l5 6 l3 -4 l4 8 z" fill="${random.pick(fabrics)}"/>`
  },
  room(random) {
    const wall = random.pick(walls)
    const blanket = random.pick(fabrics)
    const { svg: view } = sky(random, 'w')
    const windowX = random.int(96, 116)
    return `<rect width="160" height="100" fill="${wall}"/><rect y="80" width="160" height="20" fill="#b89a78"/><svg x="${windowX}" y="14" width="36" height="40" viewBox="0 0 160 100" preserveAspectRatio="xMidYMid slice">${view}${skyline(random, 100, '#7d8fa3')}</svg><rect x="${windowX}" y="14" width="36" height="40" fill="none" stroke="#ffffff" stroke-width="2.5"/><line x1="${windowX + 18}" y1="14" x2="${windowX + 18}" y2="54" stroke="#ffffff" stroke-width="1.5"/><rect x="14" y="40" width="8" height="40" fill="#6d5440"/><rect x="14" y="58" width="70" height="18" rx="2" fill="#ffffff"/><rect x="30" y="60" width="54" height="18" fill="${blanket}"/><rect x="17" y="52" width="14" height="8" rx="3" fill="#f4f1ea"/><rect x="84" y="62" width="10" height="16" fill="#8a6d52"/><rect x="87" y="52" width="4" height="10" fill="#caa"/><path d="M84 52 l5 -8 l5 8 z" fill="#f5d78a"/><rect x="30" y="20" width="30" height="20" fill="#fff" stroke="#8a7a6a"/><path d="M32 38 l9 -12 l7 8 l4 -5 l6 9 z" fill="${random.pick(fabrics)}"/>`
  },
  bathroom(random) {
    const tile = random.pick(['#dbe9f2', '#eef0e6', '#f1e4e0', '#e4e8ef'])
    let tiles = ''
    for (let x = 0; x < 160; x += 10) tiles += `<line x1="${x}" y1="0" x2="${x}" y2="72" stroke="#ffffff" stroke-width="0.6"/>`
    for (let y = 0; y < 72; y += 10) tiles += `<line x1="0" y1="${y}" x2="160" y2="${y}" stroke="#ffffff" stroke-width="0.6"/>`
    return `<rect width="160" height="100" fill="${tile}"/>${tiles}<rect y="72" width="160" height="28" fill="#d6d0c4"/><rect x="14" y="56" width="70" height="22" rx="10" fill="#ffffff" stroke="#c8c8c8"/><rect x="74" y="44" width="3" height="14" fill="#a0a0a0"/><rect x="104" y="18" width="34" height="28" rx="4" fill="#cfe3ef" stroke="#9aa"/><rect x="100" y="52" width="42" height="26" fill="${random.pick(['#8a6d52', '#ffffff', '#5d6d7e'])}"/><rect x="110" y="50" width="22" height="5" rx="2" fill="#ffffff"/><rect x="24" y="48" width="10" height="8" fill="${random.pick(fabrics)}"/>`
  },
  breakfast(random) {
    const wall = random.pick(walls)
    const cloth = random.pick(['#ffffff', '#f2efe6', '#e9f1f7'])
    let plates = ''
    for (let x = 30; x < 140; x += random.int(22, 30)) plates += `<ellipse cx="${x}" cy="66" rx="8" ry="3" fill="#ffffff" stroke="#bbb"/><ellipse cx="${x}" cy="65" rx="4" ry="1.6" fill="${random.pick(['#f2b134', '#d9534f', '#8bc34a', '#c98b4a'])}"/><rect x="${x + 9}" y="58" width="5" height="7" rx="1" fill="#ffffff" stroke="#bbb"/>`
    return `<rect width="160" height="100" fill="${wall}"/><rect x="20" y="10" width="120" height="34" fill="#cfe8ff" stroke="#ffffff" stroke-width="3"/>${skyline(random, 44, '#9fb3c8')}<rect y="84" width="160" height="16" fill="#a68a6a"/><rect x="14" y="62" width="132" height="10" fill="${cloth}"/><rect x="20" y="72" width="4" height="14" fill="#6d5440"/><rect x="136" y="72" width="4" height="14" fill="#6d5440"/>${plates}`
  },
  terrace(random) {
    const { svg: back } = sky(random, 't')
    let railing = ''
    for (let x = 2; x < 160; x += 6) railing += `<rect x="${x}" y="70" width="1.6" height="16" fill="#ffffff"/>`
    const water = random.next() < 0.5 ? `<rect y="58" width="160" height="12" fill="#4f8fc0"/>` : ''
    return `${back}${skyline(random, 70, '#8797ab')}${skyline(random, 72, '#6b7b90')}${water}<rect y="86" width="160" height="14" fill="#c9b08f"/><rect y="68" width="160" height="3" fill="#ffffff"/>${railing}<rect x="110" y="74" width="30" height="4" fill="${random.pick(fabrics)}"/><rect x="112" y="78" width="2" height="8" fill="#555"/><rect x="136" y="78" width="2" height="8" fill="#555"/>`
  },
  pool(random) {
    const { svg: back } = sky(random, 'p')
    let ripples = ''
    for (let i = 0; i < 6; i += 1) ripples += `<path d="M${random.int(10, 120)} ${random.int(66, 90)} q6 -3 12 0" stroke="#ffffff" stroke-width="0.8" fill="none" opacity="0.8"/>`
    const umbrella = random.pick(fabrics)
    return `${back}<rect y="54" width="160" height="46" fill="#e8dcc4"/><rect x="6" y="62" width="110" height="32" rx="3" fill="#3fa7d6"/>${ripples}<path d="M128 46 q12 -12 24 0 z" fill="${umbrella}"/><rect x="139" y="46" width="2" height="24" fill="#6d5440"/><rect x="124" y="72" width="28" height="4" rx="2" fill="#ffffff"/><rect x="124" y="84" width="28" height="4" rx="2" fill="#ffffff"/>${random.next() < 0.5 ? palm(150, 56) : tree(150, 56, '#3f7d4a')}`
  },
  spa(random) {
    const wall = random.pick(['#efe6da', '#e3ece6', '#ece4ef'])
    let stones = ''
    let y = 72
    for (const width of [26, 20, 14, 9]) {
      stones += `<ellipse cx="60" cy="${y}" rx="${width / 2}" ry="4" fill="${random.pick(['#6b6f73', '#4f5357', '#7b7f83'])}"/>`
      y -= 7
    }
    return `<rect width="160" height="100" fill="${wall}"/><rect y="76" width="160" height="24" fill="#b8a58a"/>${stones}<rect x="96" y="60" width="6" height="14" fill="#f7f1de"/><path d="M99 60 q-2 -4 0 -7 q2 3 0 7" fill="#f5b342"/><rect x="108" y="64" width="6" height="10" fill="#f7f1de"/><path d="M111 64 q-2 -4 0 -7 q2 3 0 7" fill="#f5b342"/><rect x="120" y="66" width="26" height="8" rx="2" fill="${random.pick(fabrics)}"/><path d="M20 76 q0 -30 10 -40 M26 76 q4 -26 14 -34" stroke="#4e8f5a" stroke-width="2" fill="none"/>`
  },
  restaurant(random) {
    const wall = random.pick(['#5a3e36', '#2f3e46', '#f1e3cf', '#6b4f3a', '#e6ddd0', '#314b3f'])
    const dark = ['#5a3e36', '#2f3e46', '#6b4f3a', '#314b3f'].includes(wall)
    let lights = ''
    for (let x = random.int(16, 30); x < 160; x += random.int(26, 36)) lights += `<line x1="${x}" y1="0" x2="${x}" y2="${random.int(14, 24)}" stroke="${dark ? '#ccc' : '#555'}"/><circle cx="${x}" cy="${random.int(24, 28)}" r="4" fill="#ffd98a"/>`
    let tables = ''
    for (let x = 20; x < 150; x += 44) tables += `<ellipse cx="${x + 10}" cy="70" rx="16" ry="4" fill="#ffffff"/><rect x="${x + 8}" y="70" width="4" height="16" fill="#3b2f2a"/><rect x="${x - 8}" y="64" width="5" height="22" fill="${random.pick(fabrics)}"/><rect x="${x + 23}" y="64" width="5" height="22" fill="${random.pick(fabrics)}"/><ellipse cx="${x + 6}" cy="68.5" rx="4" ry="1.4" fill="#e0e0e0"/><rect x="${x + 14}" y="62" width="2" height="6" fill="#8b1e3f"/>`
    return `<rect width="160" height="100" fill="${wall}"/><rect y="86" width="160" height="14" fill="${dark ? '#3b2f2a' : '#a68a6a'}"/>${lights}<rect x="110" y="34" width="34" height="22" fill="${dark ? '#1f2a30' : '#ffffff'}" stroke="${dark ? '#d4af37' : '#8a7a6a'}"/>${tables}`
  },
  mountains(random) {
    const { svg: back } = sky(random, 'm')
    const far = `M0 70 L${random.int(20, 40)} ${random.int(30, 40)} L${random.int(55, 70)} 62 L${random.int(85, 100)} ${random.int(22, 34)} L${random.int(115, 130)} 58 L160 ${random.int(34, 46)} V100 H0Z`
    return `${back}<path d="${far}" fill="#8a9bb0"/><path d="M0 78 L30 58 L56 74 L90 52 L124 72 L160 60 V100 H0Z" fill="#5f7d63"/><rect y="82" width="160" height="18" fill="${random.next() < 0.5 ? '#4f8fc0' : '#6e9e5a'}"/>${tree(18, 84, '#2f5d3a')}${tree(30, 86, '#356b42')}${tree(140, 85, '#2f5d3a')}`
  },
  coast(random) {
    const { palette, svg: back } = sky(random, 'c')
    const sail = random.pick(['#ffffff', '#f5d78a', '#f2b8a0'])
    const x = random.int(40, 110)
    return `${back}<rect y="56" width="160" height="28" fill="${palette.top === '#1d2b53' ? '#2a3d6b' : '#3f8fc4'}"/><path d="M0 60 q20 -3 40 0 t40 0 t40 0 t40 0" stroke="#ffffff" stroke-width="0.6" fill="none" opacity="0.7"/><path d="M${x} 66 h24 l-4 5 h-16 z" fill="#6d5440"/><path d="M${x + 12} 64 v-22 l12 20 z" fill="${sail}"/><path d="M0 84 q40 -8 80 -2 t80 0 V100 H0Z" fill="#e9d3a4"/>${palm(random.int(120, 148), 90)}`
  },
  city(random) {
    // A destination's skyline over its river: far towers, near towers with lit windows, a bridge.
    const { palette, svg: back } = sky(random, 'k')
    const night = palette.top === '#1d2b53'
    const far = skyline(random, 70, night ? '#3a4670' : '#a9b8c9')
    let near = ''
    for (let x = random.int(-6, 4); x < 160; x += random.int(18, 30)) {
      const width = random.int(12, 20)
      const height = random.int(20, 48)
      const colour = random.pick(facadeColours)
      const top = 74 - height
      const spire = random.next() < 0.25 ? `<path d="M${x + width / 2 - 2} ${top} l2 -10 l2 10 z" fill="${colour}"/>` : ''
      near += `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${colour}"/>${spire}${windows(random, x + 1, top + 2, width - 2, height - 4, night ? '#ffd98a' : '#cfe8ff')}`
    }
    const water = night ? '#243660' : '#5f9fc9'
    const bridgeX = random.int(10, 90)
    const bridge = `<path d="M${bridgeX} 80 q30 -12 60 0" stroke="#6d6d6d" stroke-width="2" fill="none"/><rect x="${bridgeX}" y="78" width="60" height="2" fill="#6d6d6d"/>`
    return `${back}${far}${near}<rect y="74" width="160" height="26" fill="${water}"/><path d="M0 82 q20 -2 40 0 t40 0 t40 0 t40 0" stroke="#ffffff" stroke-width="0.5" fill="none" opacity="0.6"/>${bridge}<rect y="94" width="160" height="6" fill="#9aa5ad"/>`
  },
  'old-town'(random) {
    const { svg: back } = sky(random, 'o')
    const roofs = random.pick(['#b5523b', '#9a4a3a', '#c06a4a'])
    let houses = ''
    for (let x = 0; x < 160; x += random.int(16, 22)) {
      const height = random.int(24, 40)
      const colour = random.pick(facadeColours)
      houses += `<rect x="${x}" y="${88 - height}" width="18" height="${height}" fill="${colour}"/><path d="M${x - 1} ${88 - height} l10 -8 l10 8 z" fill="${roofs}"/>${windows(random, x + 2, 92 - height, 14, height - 10, '#ffe6a8')}`
    }
    const tower = random.int(30, 120)
    return `${back}<rect x="${tower}" y="16" width="12" height="60" fill="#d8c8a8"/><path d="M${tower - 2} 16 l8 -12 l8 12 z" fill="${roofs}"/><circle cx="${tower + 6}" cy="26" r="3.5" fill="#ffffff" stroke="#555" stroke-width="0.6"/>${houses}<rect y="88" width="160" height="12" fill="#a89f94"/>`
  },
  forest(random) {
    const { svg: back } = sky(random, 'f')
    let trees = ''
    for (let x = 4; x < 160; x += random.int(8, 14)) {
      const height = random.int(26, 46)
      trees += `<path d="M${x} ${84 - height} l-9 ${height} h18 z" fill="${random.pick(['#2f5d3a', '#3f7d4a', '#275033', '#4e8f5a'])}"/>`
    }
    return `${back}<path d="M0 70 Q80 50 160 70 V100 H0Z" fill="#7aa86a"/>${trees}<path d="M70 100 Q80 86 78 80 L84 80 Q88 88 96 100 Z" fill="#c9b08f"/>`
  },
  museum(random) {
    const { svg: back } = sky(random, 'u')
    const stone = random.pick(['#e8e0d0', '#dcd6cc', '#efe7d8'])
    let columns = ''
    for (let x = 36; x <= 120; x += 14) columns += `<rect x="${x}" y="42" width="6" height="38" fill="${stone}" stroke="#bcb3a2" stroke-width="0.5"/>`
    return `${back}<path d="M28 42 L80 20 L132 42 Z" fill="${stone}" stroke="#bcb3a2"/><rect x="28" y="40" width="104" height="4" fill="#cfc6b4"/>${columns}<rect x="24" y="80" width="112" height="4" fill="#cfc6b4"/><rect x="20" y="84" width="120" height="4" fill="#bfb6a4"/><rect y="88" width="160" height="12" fill="#a8b09a"/><rect x="70" y="8" width="20" height="6" fill="${random.pick(fabrics)}"/>`
  },
  transfer(random) {
    const { svg: back } = sky(random, 'r')
    const body = random.pick(bodyColours)
    return `${back}${skyline(random, 70, '#9fb0c2')}<rect y="70" width="160" height="30" fill="#5d6670"/><path d="M0 86 h160" stroke="#f4f1de" stroke-width="1.4" stroke-dasharray="10 8"/><path d="M46 78 v-20 q0 -6 6 -6 h40 q8 0 12 8 l6 10 q4 1 4 6 v2 z" fill="${body}"/><path d="M56 56 h14 v10 h-16 z M74 56 h16 l6 10 h-22 z" fill="#cfe8ff"/><circle cx="62" cy="78" r="5" fill="#222"/><circle cx="102" cy="78" r="5" fill="#222"/><circle cx="62" cy="78" r="2" fill="#aaa"/><circle cx="102" cy="78" r="2" fill="#aaa"/>`
  },
  'car-compact': (random) => car(random, 'M38 72 v-10 q0 -4 6 -6 l12 -12 q4 -3 12 -3 h22 q8 0 12 8 l6 12 q10 1 12 6 v5 z', 'M60 44 h12 v12 h-22 z M76 44 h14 q4 0 6 6 l2 6 h-22 z'),
  'car-sedan': (random) => car(random, 'M24 72 v-8 q0 -5 8 -6 l18 -4 l12 -10 q4 -3 12 -3 h20 q8 0 14 8 l6 6 q18 1 22 6 v11 z', 'M62 44 h14 v10 h-24 z M80 44 h14 q5 0 9 5 l4 5 h-27 z'),
  'car-suv': (random) => car(random, 'M28 72 v-16 q0 -4 6 -5 l10 -10 q3 -3 10 -3 h50 q6 0 10 6 l8 10 q10 1 12 6 v12 z', 'M48 42 h22 v12 h-30 z M74 42 h26 q4 0 6 5 l4 7 h-36 z'),
  'car-van': (random) => car(random, 'M24 72 v-28 q0 -8 8 -8 h70 q10 0 16 10 l10 14 q6 1 6 6 v6 z', 'M34 42 h22 v12 h-22 z M60 42 h22 v12 h-22 z M86 42 h14 q6 0 10 8 l3 4 h-27 z'),
}

function car(random: Random, bodyPath: string, glassPath: string) {
  const body = random.pick(bodyColours)
  return `<rect width="160" height="100" fill="#eef2f6"/><ellipse cx="80" cy="84" rx="62" ry="4" fill="#cfd6de"/><path d="${bodyPath}" fill="${body}" stroke="#1f2d3a" stroke-width="0.8"/><path d="${glassPath}" fill="#bcd7ea" stroke="#1f2d3a" stroke-width="0.5"/><circle cx="50" cy="74" r="9" fill="#222"/><circle cx="114" cy="74" r="9" fill="#222"/><circle cx="50" cy="74" r="4" fill="#b0b6bc"/><circle cx="114" cy="74" r="4" fill="#b0b6bc"/>`
}

/** The SVG document of one variant (1-based) of a kind of scene. */
export function drawScene(kind: SceneKind, variant: number): string {
  const random = seeded(`${kind}:${variant}`)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100" width="640" height="400">${draw[kind](random)}</svg>\n`
}

/** The served address of the scene of a kind for a product: the same product always gets the same variant. */
export function sceneOf(kind: SceneKind, productKey: string, { palms = true } = {}): string {
  // Away from the coast, only the variants without a palm tree (no palms in Paris: issue 36 item 11).
  const fitting = palms ? allVariants(kind) : withoutPalms(kind)
  const variant = fitting[Math.floor(seeded(productKey).next() * fitting.length)]!
  return `/images/scenes/${sceneFile(kind, variant)}`
}

const allVariants = (kind: SceneKind) => Array.from({ length: sceneVariants[kind] }, (_, index) => index + 1)
const palmTrunk = / q2 -14 0 -26"/
const palmFree = new Map<SceneKind, number[]>()
/** The variants of a kind drawn without a palm tree; all of them when every one has one. */
function withoutPalms(kind: SceneKind) {
  let variants = palmFree.get(kind)
  if (!variants) {
    const free = allVariants(kind).filter((variant) => !palmTrunk.test(drawScene(kind, variant)))
    variants = free.length > 0 ? free : allVariants(kind)
    palmFree.set(kind, variants)
  }
  return variants
}

/** Every variant's file name and document, as the generator writes them. */
export function everyScene(): { file: string; svg: string }[] {
  return (Object.keys(sceneVariants) as SceneKind[]).flatMap((kind) =>
    Array.from({ length: sceneVariants[kind] }, (_, index) => ({ file: sceneFile(kind, index + 1), svg: drawScene(kind, index + 1) })),
  )
}
