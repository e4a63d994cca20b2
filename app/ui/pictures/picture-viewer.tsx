// The full-screen gallery (issue 42 item 1): one picture at a time as large as the screen allows, its caption and
// place, the previous and next pictures by button, arrow key (Home and End for the first and last) or a swipe, and
// every picture as a thumbnail to jump to (a single picture has none of these). It goes round: after the last comes the first. Which picture is shown is
// said politely as it changes; Escape or Close returns to the page.
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../button'
import { Dialog } from '../dialog'
import { ChevronLeftIcon, ChevronRightIcon } from '../icons'
import { Image } from '../image'
import { picturesText } from '~/i18n/plain/pictures'

export type Picture = { src: string; alt: string }

/** How far a finger moves sideways, in CSS pixels, for a swipe to turn the picture. */
const swipeDistance = 40

/** `to` counted round the pictures: after the last, the first. */
const around = (to: number, count: number) => ((to % count) + count) % count

const keyMoves: Record<string, (position: number, count: number) => number> = {
  ArrowRight: (position) => position + 1,
  ArrowLeft: (position) => position - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
}

export function PictureViewer({ title, pictures, start, onClose }: { title: string; pictures: readonly Picture[]; start: number; onClose: () => void }) {
  const [position, setPosition] = useState(start)
  const count = pictures.length
  const picture = pictures[position]!
  const go = (to: number) => setPosition(around(to, count))
  const swipeFrom = useRef<{ x: number; y: number } | null>(null)
  const next = useRef<HTMLButtonElement>(null)

  // The keys turn the pictures wherever the focus is in the gallery, which holds it while open.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const move = keyMoves[event.key]
      if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return
      event.preventDefault()
      setPosition((current) => around(move(current, count), count))
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [count])
  // The picture shown is the thumbnail in view, and the focused one when the focus was on a thumbnail (Home, End).
  const thumbnails = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const current = thumbnails.current?.querySelector<HTMLElement>('[aria-current=true]')
    if (!current) return
    current.scrollIntoView({ block: 'nearest', inline: 'nearest' })
    if (document.activeElement instanceof HTMLElement && document.activeElement !== current && thumbnails.current?.contains(document.activeElement)) current.focus()
  }, [position])
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current
    swipeFrom.current = null
    if (!from) return
    const across = event.clientX - from.x
    if (Math.abs(across) >= swipeDistance && Math.abs(across) > Math.abs(event.clientY - from.y)) go(position + (across < 0 ? 1 : -1))
  }
  const place = { position: position + 1, count }

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} size="full" status={picturesText('said', { ...place, alt: picture.alt })} initialFocusEl={() => next.current}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', flex: '1', minH: '0' })}>
        <div
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeFrom.current = null)}
          className={css({ flex: '1', minH: '0', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '2', touchAction: 'pan-y', userSelect: 'none' })}
        >
          <Image
            key={picture.src}
            src={picture.src}
            alt={picture.alt}
            width={1200}
            height={750}
            priority
            draggable={false}
            sizes="100vw"
            className={css({ w: 'auto', h: 'auto', maxW: 'full', maxH: { base: 'calc(100dvh - 15rem)', md: 'calc(100dvh - 16rem)' }, objectFit: 'contain', borderRadius: 'md', bg: 'bg.muted' })}
          />
          {/* The caption is the picture's description, which its `alt` says already, and its place, which the status says. */}
          <p aria-hidden="true" className={css({ textAlign: 'center' })}>
            {picture.alt} · <span className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>{picturesText('position', place)}</span>
          </p>
        </div>
        {count > 1 && (
          <div className={css({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: '3' })}>
            <Button variant="outline" aria-label={picturesText('previous')} onClick={() => go(position - 1)}>
              <ChevronLeftIcon />
            </Button>
            <Button ref={next} variant="outline" aria-label={picturesText('next')} onClick={() => go(position + 1)}>
              <ChevronRightIcon />
            </Button>
          </div>
        )}
        <ul ref={thumbnails} hidden={count < 2} aria-label={picturesText('all')} className={css({ display: 'flex', gap: '2', justifyContent: { base: 'flex-start', sm: 'center' }, overflowX: 'auto', py: '1', px: '1' })}>
          {pictures.map((thumbnail, index) => (
            <li key={thumbnail.src + thumbnail.alt} className={css({ flexShrink: '0' })}>
              <button
                type="button"
                aria-current={index === position ? 'true' : undefined}
                aria-label={picturesText('open', { alt: thumbnail.alt, position: index + 1, count })}
                onClick={() => go(index)}
                className={css({ display: 'block', borderRadius: 'md', borderWidth: '2px', borderColor: 'transparent', cursor: 'pointer', '&[aria-current=true]': { borderColor: 'accent.default' }, _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' } })}
              >
                <Image src={thumbnail.src} alt="" width={96} height={60} layout="fixed" className={css({ display: 'block', w: '24', h: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 'sm', bg: 'bg.muted' })} />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  )
}
