// A place's pictures open in a full-screen gallery (issue 42 item 1). Each picture on the page is a link to
// the picture itself at full size, which a browser without script opens; with script the gallery opens at that
// picture instead. The gallery's code comes when a picture is pointed at, focused or touched, not with the page.
import { Suspense, lazy, useState, type MouseEvent } from 'react'
import { css, cx } from 'styled-system/css'
import { Image, imageUrl, type ImageLayout } from '../image'
import { allowedWidthAtLeast, deviceWidths } from '@server/image/image-widths'
import { picturesText } from '~/i18n/plain/pictures'
import type { Picture } from './picture-viewer'

const loadViewer = () => import('./picture-viewer')
const PictureViewer = lazy(() => loadViewer().then((module) => ({ default: module.PictureViewer })))
const prefetch = () => void loadViewer()

/** The width a picture opens at without script: the widest a laptop shows it. */
const fullWidth = allowedWidthAtLeast(1200, deviceWidths)
const fullSize = (picture: Picture) => (picture.src.startsWith('/images/') ? imageUrl(picture.src, fullWidth) : picture.src)

/** A link that opens the gallery: the pointer says so, the focus shows. */
export const opensGallery = css({ display: 'block', borderRadius: 'lg', cursor: 'zoom-in', _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' } })

const pressedPlainly = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

/**
 * The gallery of `pictures`, named `title`: `linkTo(position)` gives the props of a link that opens it at that
 * picture (its name says which of how many), `gallery` is the open gallery to render, or nothing.
 */
export function usePictureGallery(title: string, pictures: readonly Picture[]) {
  const [open, setOpen] = useState<number | null>(null)
  const linkTo = (position: number) => {
    const picture = pictures[position]!
    return {
      href: fullSize(picture),
      'aria-label': picturesText('open', { alt: picture.alt, position: position + 1, count: pictures.length }),
      // Says it opens a dialog, the gallery; without script it opens the picture itself.
      'aria-haspopup': 'dialog' as const,
      onClick: (event: MouseEvent) => {
        if (event.defaultPrevented || !pressedPlainly(event)) return
        event.preventDefault()
        setOpen(position)
      },
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onTouchStart: prefetch,
    }
  }
  const gallery =
    open === null ? null : (
      <Suspense fallback={null}>
        <PictureViewer title={title} pictures={pictures} start={open} onClose={() => setOpen(null)} />
      </Suspense>
    )
  return { linkTo, gallery }
}

type LeadPictureProps = {
  /** Names the gallery ("Pictures of …"). */
  title: string
  pictures: readonly Picture[]
  /** The first picture's intrinsic size, its layout and sizes, as `Image` takes them. */
  width: number
  height: number
  layout?: ImageLayout
  sizes?: string
  priority?: boolean
  /** The link's classes (its width); the picture fills it. */
  className?: string
}

/** The first of `pictures`, with how many there are when more than one, opening their gallery. */
export function LeadPicture({ title, pictures, width, height, layout, sizes, priority, className }: LeadPictureProps) {
  const { linkTo, gallery } = usePictureGallery(title, pictures)
  const first = pictures[0]
  if (!first) return null
  return (
    <>
      <a {...linkTo(0)} className={cx(opensGallery, css({ position: 'relative', flexShrink: '0' }), className)}>
        <Image src={first.src} alt={first.alt} width={width} height={height} layout={layout} sizes={sizes} priority={priority} className={css({ display: 'block', w: 'full', h: 'auto', aspectRatio: '16 / 10', objectFit: 'cover', borderRadius: 'md', bg: 'bg.muted' })} />
        {pictures.length > 1 && (
          <span aria-hidden="true" className={css({ position: 'absolute', insetEnd: '1.5', bottom: '1.5', px: '1.5', borderRadius: 'sm', bg: 'bg.inverse', color: 'fg.inverse', fontSize: 'xs', fontWeight: 'semibold' })}>
            {picturesText('count', { count: pictures.length })}
          </span>
        )}
      </a>
      {gallery}
    </>
  )
}
