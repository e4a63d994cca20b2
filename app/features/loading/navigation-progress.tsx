// The progress bar of a navigation or search that takes a while: it shows after 300 ms, so a fast
// answer never flashes it, and leaves as soon as the next page is ready.
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { shellText } from '~/i18n/plain/shell'

export const progressDelayMs = 300

export function NavigationProgress() {
  const pending = useRouterState({ select: (state) => state.status === 'pending' })
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setShown(true), progressDelayMs)
    return () => {
      clearTimeout(timer)
      setShown(false)
    }
  }, [pending])
  if (!pending || !shown) return null
  return (
    <div
      role="progressbar"
      aria-label={shellText('navigation.loading')}
      className={css({ position: 'fixed', top: '0', left: '0', right: '0', h: '3px', overflow: 'hidden', zIndex: 'toast', bg: 'bg.subtle' })}
    >
      <div
        className={css({
          h: 'full',
          w: '40%',
          bg: 'accent.default',
          animation: 'progress-sweep 1.2s ease-in-out infinite',
          _motionReduce: { animation: 'none', w: 'full', opacity: '0.6' },
        })}
      />
    </div>
  )
}
