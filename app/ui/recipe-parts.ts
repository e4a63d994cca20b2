// The styled parts of one Ark component (or of plain elements) under one slot recipe: the providers (the root, and any part
// that holds parts of its own) put the recipe's classes in context, and every other part takes its
// slot's class from the nearest provider. A part's slot is its name with a small first letter
// (`ClearTrigger` is `clearTrigger`), and a name whose slot the recipe lacks does not type-check.
import type { ElementType } from 'react'
import { createStyleContext, type StyleContext } from 'styled-system/jsx'

type Recipe = Parameters<typeof createStyleContext>[0]
type Slot<R extends Recipe> = Parameters<StyleContext<R>['withContext']>[1]
type PartName<R extends Recipe> = Capitalize<Slot<R> & string>

const provider = <R extends Recipe, T extends ElementType>(context: StyleContext<R>, part: T, slot: Slot<R>) => context.withProvider(part, slot)
const consumer = <R extends Recipe, T extends ElementType>(context: StyleContext<R>, part: T, slot: Slot<R>) => context.withContext(part, slot)

export function recipeParts<R extends Recipe, P extends PartName<R>, C extends PartName<R>, A extends Record<P | C, ElementType>>(
  recipe: R,
  ark: A,
  providers: readonly P[],
  consumers: readonly C[],
) {
  const context = createStyleContext(recipe)
  const slot = (name: string) => (name.charAt(0).toLowerCase() + name.slice(1)) as Slot<R>
  return Object.fromEntries([
    ...providers.map((name) => [name, provider(context, ark[name], slot(name))]),
    ...consumers.map((name) => [name, consumer(context, ark[name], slot(name))]),
  ]) as { [K in P]: ReturnType<typeof provider<R, A[K]>> } & { [K in C]: ReturnType<typeof consumer<R, A[K]>> }
}
