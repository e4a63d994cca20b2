// A carousel of cards (featured offers) with labelled previous/next buttons and page indicators.
import { Carousel as ArkCarousel } from '@ark-ui/react/carousel'
import type { ReactNode } from 'react'
import { sva } from 'styled-system/css'

const carouselRecipe = sva({
  slots: ['root', 'control', 'button', 'items', 'item', 'indicators', 'indicator'],
  base: {
    root: { position: 'relative' },
    control: { display: 'flex', justifyContent: 'flex-end', gap: '2', mb: '2' },
    button: { minW: '10', minH: '10', borderRadius: 'full', borderWidth: '1px', borderColor: 'accent.default', color: 'accent.emphasized', cursor: 'pointer', _disabled: { opacity: 0.4 } },
    items: { overflow: 'hidden' },
    item: { px: '2' },
    indicators: { display: 'flex', justifyContent: 'center', gap: '2', mt: '3' },
    // 24 px targets (WCAG 2.2 target size) with a 12 px dot inside.
    indicator: { w: '6', h: '6', borderRadius: 'full', cursor: 'pointer', display: 'flex', alignItems: 'center', justifyContent: 'center', _before: { content: '""', w: '3', h: '3', borderRadius: 'full', bg: 'border.strong' }, '&[data-current]::before': { bg: 'accent.default' } },
  },
})

export function Carousel({ label, items, slidesPerPage = 1 }: { label: string; items: { id: string; content: ReactNode }[]; slidesPerPage?: number }) {
  const classes = carouselRecipe()
  const pages = Math.max(1, Math.ceil(items.length / slidesPerPage))
  return (
    <ArkCarousel.Root slideCount={items.length} slidesPerPage={slidesPerPage} aria-label={label} className={classes.root}>
      <ArkCarousel.Control className={classes.control}>
        <ArkCarousel.PrevTrigger className={classes.button} aria-label="Previous offers">
          ‹
        </ArkCarousel.PrevTrigger>
        <ArkCarousel.NextTrigger className={classes.button} aria-label="Next offers">
          ›
        </ArkCarousel.NextTrigger>
      </ArkCarousel.Control>
      <ArkCarousel.ItemGroup className={classes.items}>
        {items.map((item, index) => (
          <ArkCarousel.Item key={item.id} index={index} className={classes.item}>
            {item.content}
          </ArkCarousel.Item>
        ))}
      </ArkCarousel.ItemGroup>
      <ArkCarousel.IndicatorGroup className={classes.indicators}>
        {Array.from({ length: pages }, (_, index) => (
          <ArkCarousel.Indicator key={index} index={index} className={classes.indicator} aria-label={`Go to page ${index + 1}`} />
        ))}
      </ArkCarousel.IndicatorGroup>
    </ArkCarousel.Root>
  )
}
