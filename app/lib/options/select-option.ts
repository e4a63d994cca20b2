// What a select menu offers; the design system's Select takes these as its items (the shapes match).
export type SelectOption = {
  title: string
  value: string
  subtitle?: string
  className?: string
  meta?: Record<string, string | number | boolean>
}
