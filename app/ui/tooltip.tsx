// Tooltip: a short hint on hover and focus, dismissed with Escape. The trigger must be focusable
// and named on its own; the hint only adds to it.
import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import type { ReactElement, ReactNode } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { tooltip } from 'styled-system/recipes/tooltip'

const { withRootProvider, withContext } = createStyleContext(tooltip)

export const TooltipParts = {
  Root: withRootProvider(ArkTooltip.Root),
  Trigger: withContext(ArkTooltip.Trigger, 'trigger'),
  Positioner: withContext(ArkTooltip.Positioner, 'positioner'),
  Content: withContext(ArkTooltip.Content, 'content'),
}

export type TooltipProps = { content: ReactNode; children: ReactElement; openDelay?: number }

export function Tooltip({ content, children, openDelay = 300 }: TooltipProps) {
  return (
    <TooltipParts.Root openDelay={openDelay} closeDelay={100} lazyMount unmountOnExit>
      <TooltipParts.Trigger asChild>{children}</TooltipParts.Trigger>
      <Portal>
        <TooltipParts.Positioner>
          <TooltipParts.Content>{content}</TooltipParts.Content>
        </TooltipParts.Positioner>
      </Portal>
    </TooltipParts.Root>
  )
}
