// §R9.16 locales, issue 23 item 6: every text a traveller reads comes from the messages. The lint
// rule `texts/texts-from-messages` (eslint/texts-from-messages.js) fails on an English literal in a
// screen's JSX; this test keeps it switched on for every screen and checks what it reports.
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.join(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: root })

async function findings(source: string, file = 'app/features/hotel/example.tsx') {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'texts/texts-from-messages').map((message) => source.split('\n')[message.line - 1]!.slice(message.column - 1, message.endColumn ? message.endColumn - 1 : undefined).trim())
}

describe('texts from the messages', () => {
  it('is an error on every screen of app/, the developer tools aside', async () => {
    for (const file of ['app/features/hotel/hotel-card.tsx', 'app/features/checkout/checkout-shell.tsx', 'app/routes/__root.tsx', 'app/ui/carousel.tsx']) {
      const config = (await eslint.calculateConfigForFile(path.join(root, file))) as { rules: Record<string, [number, ...unknown[]]> }
      expect(config.rules['texts/texts-from-messages']?.[0], file).toBe(2)
    }
    const gallery = (await eslint.calculateConfigForFile(path.join(root, 'app/ui/gallery/gallery-page.tsx'))) as { rules: Record<string, unknown> }
    expect(gallery.rules['texts/texts-from-messages']).toBeUndefined()
  })

  it('reports English in element text, text attributes and the strings placed in them', async () => {
    const source = [
      'export const A = ({ n, t }: { n: number; t: (key: string) => string }) => (',
      '  <section aria-label="Your stay" title={`Stay of ${n} nights`}>',
      '    <p>Book now</p>',
      "    <Fact term=\"Guests\">{n > 1 ? 'adults' : t('one')}</Fact>",
      '    <img alt="A room" src="/r.avif" />',
      '  </section>',
      ')',
    ].join('\n')
    expect(await findings(source)).toEqual(['"Your stay"', '`Stay of ${', '} nights`', 'Book now', '"Guests"', "'adults'", '"A room"'])
  })

  it('allows punctuation, symbols and numbers, and attributes that are not text', async () => {
    const source = [
      'export const B = ({ n, t }: { n: number; t: (key: string) => string }) => (',
      '  <p className="total" id="price" aria-labelledby="price-heading" data-state="open">',
      "    {t('total')} · {n} → {'('}2{')'} {`${n}`} ★",
      '    <input type="text" name="traveler.email" autoComplete="email" />',
      '  </p>',
      ')',
    ].join('\n')
    expect(await findings(source)).toEqual([])
  })
})
