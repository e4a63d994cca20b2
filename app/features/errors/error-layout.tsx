import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Container } from '~/ui/container'

const notFoundImage = { src: `${import.meta.env.BASE_URL}images/placeholder-404.svg`, alt: '' }

/** The generic error layout: an image (the not-found placeholder unless given), a heading and an optional description (§R2). */
export function ErrorLayout({ image = notFoundImage, heading, children, regionLabel }: {
  image?: { src: string; alt: string }
  heading: string
  children?: ReactNode
  regionLabel?: string
}) {
  return (
    <Container>
      <section
        aria-label={regionLabel}
        className={css({ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: '4', py: '16' })}
      >
        <img src={image.src} alt={image.alt} width={240} height={160} />
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{heading}</h1>
        {children && <div className={css({ color: 'fg.muted', maxW: '40rem' })}>{children}</div>}
      </section>
    </Container>
  )
}
