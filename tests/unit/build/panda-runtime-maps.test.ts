// The build step that cuts Panda's run-time maps to the names the source uses (docs/decisions/101).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { usedConditions, usedUtilities, wordsOf } from '../../../scripts/panda-runtime-maps.ts'

const generated = (file: string, constant: string) => new RegExp(`const ${constant} = "([^"]*)"`).exec(readFileSync(file, 'utf8'))![1]!

describe("Panda's run-time maps cut to the source's names", () => {
  it('keeps a utility named by its property, its class name or a shorthand, and drops the others', () => {
    const utilities = 'padding:p/1,marginTop:mt/1,paddingInline:px/paddingX/1,zIndex:z,aspectRatio:asp'
    expect(usedUtilities(utilities, new Set(['p', 'paddingX', 'zIndex']))).toBe('padding:p/1,paddingInline:px/paddingX/1,zIndex:z')
    expect(usedUtilities(utilities, new Set(['marginTop']))).toBe('marginTop:mt/1')
  })

  it('keeps the conditions the source names', () => {
    expect(usedConditions('_hover,_focus,_disabled,sm,md,base', new Set(['_hover', 'md', 'base']))).toBe('_hover,md,base')
  })

  it("on this app's source keeps what its styles use and drops most of Panda's list", () => {
    const words = wordsOf(process.cwd())
    const utilities = generated('styled-system/css/css.mjs', 'utilities')
    const kept = usedUtilities(utilities, words).split(',')
    expect(kept.length).toBeLessThan(utilities.split(',').length / 2)
    for (const property of ['display', 'padding', 'gap', 'color', 'fontSize']) expect(kept.some((entry) => entry.startsWith(`${property}:`))).toBe(true)
    const conditions = usedConditions(generated('styled-system/css/conditions.mjs', 'conditionsStr'), words).split(',')
    expect(conditions).toEqual(expect.arrayContaining(['_hover', '_focusVisible', '_disabled', 'base', 'sm', 'md', 'lg']))
  })
})
