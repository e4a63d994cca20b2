// Button: a real <button> (type="button" unless told otherwise) in four variants and three sizes.
import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { styled } from 'styled-system/jsx'
import { button } from 'styled-system/recipes/button'

export const Button = styled(ark.button, button, { defaultProps: { type: 'button' } })
export type ButtonProps = ComponentProps<typeof Button>
