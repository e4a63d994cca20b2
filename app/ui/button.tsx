// Button: a real <button> (type="button" unless told otherwise) in four variants and three sizes.
// A plain element with the recipe's classes: the styled factory would add about 3.5 KB compressed
// (Panda's jsx factory and Ark's) to every page whose only component is a button.
import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { button, type ButtonVariantProps } from 'styled-system/recipes/button'

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps

export function Button({ className, type = 'button', ...props }: ButtonProps) {
  const [variants, rest] = button.splitVariantProps(props)
  return <button type={type} className={cx(button(variants), className)} {...rest} />
}
