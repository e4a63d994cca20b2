// `npm run icons`: draws the site's raster icons and link-preview picture from public/favicon.svg (§R2.101, §R2.103),
// written into public/ and committed: the home-screen icons of the web app manifest (192 and 512 px, and a maskable
// one with the margin a launcher's mask may cut), the apple-touch-icon (180 px, opaque), favicon.ico (16, 32 and
// 48 px PNGs in one ICO file) and the 1200×630 picture a shared link shows. Run it again after the favicon changes.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { brandColours } from '../contracts/site/brand-colours.ts'

const publicDir = path.resolve('public')
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'))

const png = (size: number) => sharp(favicon, { density: (72 * size) / 32 }).resize(size, size).png().toBuffer()

/** The icon drawn at `share` of a square of `size` in the theme colour: the maskable icon's safe zone is 80 %. */
async function onSquare(size: number, share: number) {
  const inner = Math.round(size * share)
  return sharp({ create: { width: size, height: size, channels: 4, background: brandColours.theme } })
    .composite([{ input: await png(inner), gravity: 'centre' }])
    .png()
    .toBuffer()
}

/** An ICO file holding PNG images (ICONDIR, one ICONDIRENTRY an image, then the images), as browsers read since Vista. */
function ico(images: { size: number; data: Buffer }[]) {
  const header = Buffer.alloc(6 + 16 * images.length)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = header.length
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size % 256, entry)
    header.writeUInt8(size % 256, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...images.map(({ data }) => data)])
}

/** The link preview: the icon and the site's name on the theme colour. */
async function socialPreview() {
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><text x="600" y="470" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="72" font-weight="bold" fill="#ffffff">Rewards Travel</text><text x="600" y="545" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="36" fill="#ffffff">Hotels, flights, dining, cars, tours and transport</text></svg>`
  return sharp({ create: { width: 1200, height: 630, channels: 4, background: brandColours.theme } })
    .composite([
      { input: await png(256), top: 110, left: 472 },
      { input: Buffer.from(text), top: 0, left: 0 },
    ])
    .png()
    .toBuffer()
}

mkdirSync(path.join(publicDir, 'icons'), { recursive: true })
writeFileSync(path.join(publicDir, 'icons/icon-192.png'), await png(192))
writeFileSync(path.join(publicDir, 'icons/icon-512.png'), await png(512))
writeFileSync(path.join(publicDir, 'icons/maskable-512.png'), await onSquare(512, 0.8))
writeFileSync(path.join(publicDir, 'icons/apple-touch-icon.png'), await onSquare(180, 0.85))
writeFileSync(path.join(publicDir, 'favicon.ico'), ico(await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(size) })))))
writeFileSync(path.join(publicDir, 'images/social-preview.png'), await socialPreview())
console.log('drew public/icons/*.png, public/favicon.ico and public/images/social-preview.png')
