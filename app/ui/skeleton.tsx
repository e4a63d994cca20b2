// Skeleton: a placeholder shape while content loads. Hidden from assistive technology (announce
// loading elsewhere, e.g. with aria-busy on the region); it shimmers only when motion is welcome.
import { ark } from '@ark-ui/react/factory'
import type { ComponentProps } from 'react'
import { styled } from 'styled-system/jsx'
import { skeleton } from 'styled-system/recipes/skeleton'

export const Skeleton = styled(ark.div, skeleton, { defaultProps: { 'aria-hidden': true } })
export type SkeletonProps = ComponentProps<typeof Skeleton>
