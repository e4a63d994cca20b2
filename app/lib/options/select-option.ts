// What a select menu offers: the design system's Select takes these as its items.
export type SelectOption = {
  title: string
  value: string
  subtitle?: string
  className?: string
  meta?: Readonly<Record<string, unknown>>
}
