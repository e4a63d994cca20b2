// Card: a bordered surface; an <article> by default, any element through `asChild`.
import { ark } from '@ark-ui/react/factory'
import { styled } from 'styled-system/jsx'
import { card } from 'styled-system/recipes/card'

export const Card = styled(ark.article, card)
