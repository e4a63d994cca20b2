// Carousel on Ark (featured offers): previous/next buttons with names, page indicators as
// 24 px targets, and nothing moves by itself. Under reduced motion a page turns at once: Ark scrolls
// smoothly in script, which the stylesheet's media query does not reach (issue 43 item 11).
import { Carousel as ArkCarousel } from '@ark-ui/react/carousel'
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { carousel } from 'styled-system/recipes/carousel'
import { ChevronLeftIcon, ChevronRightIcon } from './icons'
import { uiText } from '~/i18n/plain/ui'
import { prefersReducedMotion } from '~/lib/motion'
import { recipeParts } from './recipe-parts'

const CarouselParts = recipeParts(carousel, ArkCarousel, ['Root'], ['Control', 'PrevTrigger', 'NextTrigger', 'ItemGroup', 'Item', 'IndicatorGroup', 'Indicator'])

export type CarouselProps = {
  /** Names the carousel region, e.g. "Featured offers". */
  label: string
  items: { id: string; content: ReactNode }[]
  slidesPerPage?: number
  previousLabel?: string
  nextLabel?: string
  className?: string
}

// Below the theme's `sm` breakpoint (750 px, the recipe's phone rule): one card per page.
const phones = '(max-width: 46.8725rem)'

/** The cards per page that fit the screen: the asked count, one on phones (rendered as asked, then measured). */
function useSlidesThatFit(slidesPerPage: number) {
  const [onPhone, setOnPhone] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(phones)
    const update = () => setOnPhone(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])
  return onPhone ? 1 : slidesPerPage
}

/** A click handler that, under reduced motion, turns the page at once in place of Ark's smooth turn. */
function instantly(turn: () => void) {
  return (event: MouseEvent) => {
    if (!prefersReducedMotion()) return
    event.preventDefault()
    turn()
  }
}

export function Carousel({ label, items, slidesPerPage = 1, previousLabel = uiText('carousel.previous'), nextLabel = uiText('carousel.next'), className }: CarouselProps) {
  const perPage = useSlidesThatFit(slidesPerPage)
  return (
    <CarouselParts.Root slideCount={items.length} slidesPerPage={perPage} aria-label={label} className={className}>
      <ArkCarousel.Context>
        {(api) => {
          // Until the carousel knows which slides are in view (its code loads as the offers near the viewport, and on a
          // phone it measures again for one card a page) its buttons could only say "unavailable": they keep their place
          // on the screen but are neither seen nor heard, and no slide is left out (issue 43). Every slide inert made the
          // region an empty landmark; Ark hides the slides it does not know in view.
          const measured = items.some((_, index) => api.isInView(index))
          return (
            <>
              <CarouselParts.Control className={measured ? undefined : css({ visibility: 'hidden' })}>
                {/* Before Ark's own click (capture phase): under reduced motion the page is turned instantly and Ark's smooth turn is skipped. */}
                <CarouselParts.PrevTrigger aria-label={previousLabel} onClickCapture={instantly(() => api.scrollPrev(true))}>
                  <ChevronLeftIcon />
                </CarouselParts.PrevTrigger>
                <CarouselParts.NextTrigger aria-label={nextLabel} onClickCapture={instantly(() => api.scrollNext(true))}>
                  <ChevronRightIcon />
                </CarouselParts.NextTrigger>
              </CarouselParts.Control>
              {/* The slide strip scrolls: it is reachable by keyboard itself (axe scrollable-region-focusable), and its
                  focus brings the strip near the viewport, which loads the carousel. Slides out of view are aria-hidden;
                  `inert` also takes their links and buttons out of the tab order. */}
              <CarouselParts.ItemGroup tabIndex={0}>
                {items.map((item, index) => (
                  <CarouselParts.Item key={item.id} index={index} inert={measured && !api.isInView(index)} aria-hidden={measured ? undefined : false}>
                    {item.content}
                  </CarouselParts.Item>
                ))}
              </CarouselParts.ItemGroup>
              {measured && api.pageSnapPoints.length > 1 && (
                <CarouselParts.IndicatorGroup>
                  {api.pageSnapPoints.map((_, index) => (
                    <CarouselParts.Indicator
                      key={index}
                      index={index}
                      aria-label={uiText('carousel.page-of', { page: index + 1, pages: api.pageSnapPoints.length })}
                      onClickCapture={instantly(() => api.scrollTo(index, true))}
                    />
                  ))}
                </CarouselParts.IndicatorGroup>
              )}
            </>
          )
        }}
      </ArkCarousel.Context>
    </CarouselParts.Root>
  )
}
