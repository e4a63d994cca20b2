// `npm run generate:scenes`: writes the simulator's pictures (simulator/catalogue/scenes.ts) to
// public/images/scenes/, removing variants no longer drawn.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { everyScene } from '../simulator/catalogue/scenes.ts'

const folder = path.resolve(import.meta.dirname, '../public/images/scenes')
mkdirSync(folder, { recursive: true })
const scenes = everyScene()
const current = new Set(scenes.map((scene) => scene.file))
for (const file of readdirSync(folder)) if (!current.has(file)) rmSync(path.join(folder, file))
for (const scene of scenes) writeFileSync(path.join(folder, scene.file), scene.svg)
console.log(`wrote ${scenes.length} scenes to public/images/scenes/`)
