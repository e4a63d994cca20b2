import { Portal } from '@ark-ui/react/portal'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** A short hint on hover and focus; the trigger must be focusable and named on its own. */
export function Tooltip({ content, children }: { content: string; children: ReactNode }) {
  return (
    <ArkTooltip.Root openDelay={300} closeDelay={100}>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner>
          <ArkTooltip.Content className={css({ bg: 'bg.inverse', color: 'fg.inverse', px: '3', py: '1.5', borderRadius: 'md', fontSize: 'sm', maxW: '18rem', zIndex: 'tooltip' })}>
            {content}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  )
}
