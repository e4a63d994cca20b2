// The full-screen interstitial loader for long work such as a search or a booking (§R2):
// optional logo, title, subtitle, animated travel icons (still under reduced motion), info line.
// Children render hidden while loading (so they can preload) and show when loading ends; the
// overlay leaves once the data is marked loaded, 500 ms later.
// While it covers the page it is a modal dialog that holds the focus (issue 43 item 2): the control that
// started the work is under it, so the focus would otherwise fall to the page's body, and a screen
// reader hears the dialog's title and subtitle as it opens. Whoever ends the work places the focus next
// (the checkout's error summary, the cancellation's result, the next page's main content).
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { CarIcon, DiningIcon, FlightIcon, HotelIcon, TicketIcon } from '~/ui/travel-icons'
import { useDataLoaded } from './data-loaded'
import { usePageContent } from '~/features/page-content/page-content'

type InterstitialLoaderProps = {
  loading: boolean
  title: string
  subtitle?: string
  info?: string
  logo?: { src: string; alt: string }
  children?: ReactNode
}

const icons = [FlightIcon, HotelIcon, CarIcon, DiningIcon, TicketIcon] as const

/** Without a `logo`, the page content's interstitial image (and its alt text) shows, when there is one. */
export function InterstitialLoader({ loading, title, subtitle, info, logo, children }: InterstitialLoaderProps) {
  const loaded = useDataLoaded(loading)
  const content = usePageContent('interstitialImage')
  const image = logo ?? content
  const id = useId()
  const overlay = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (loading) overlay.current?.focus({ preventScroll: true })
  }, [loading])
  return (
    <>
      {!loaded && (
        <div
          ref={overlay}
          // Fading out, it is only a picture leaving.
          role={loading ? 'dialog' : undefined}
          aria-modal={loading || undefined}
          aria-hidden={loading ? undefined : true}
          aria-labelledby={`${id}-title`}
          aria-describedby={[subtitle && `${id}-subtitle`, info && `${id}-info`].filter(Boolean).join(' ') || undefined}
          tabIndex={-1}
          className={css({
            position: 'fixed',
            inset: '0',
            zIndex: 'overlay',
            bg: 'bg.canvas',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: '4',
            textAlign: 'center',
            px: '6',
            opacity: loading ? 1 : 0,
            transition: 'opacity 0.4s ease',
          })}
        >
          {image && <img src={image.src} alt={image.alt} width={160} height={48} />}
          <p id={`${id}-title`} className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
            {title}
          </p>
          {subtitle && (
            <p id={`${id}-subtitle`} className={css({ color: 'fg.muted' })}>
              {subtitle}
            </p>
          )}
          <div aria-hidden="true" className={css({ display: 'flex', gap: '4', fontSize: '3xl' })}>
            {icons.map((Icon, index) => (
              <span
                key={index}
                className={css({
                  animation: 'bounce 1.2s infinite',
                  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
                })}
                style={{ animationDelay: `${index * 0.15}s` }}
              >
                <Icon size={32} />
              </span>
            ))}
          </div>
          {info && (
            <p id={`${id}-info`} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {info}
            </p>
          )}
        </div>
      )}
      <div hidden={loading}>{children}</div>
    </>
  )
}
