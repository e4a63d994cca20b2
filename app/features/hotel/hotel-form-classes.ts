// The hotel party's field and control look (rooms, adults, children), in the hotel search and the hotel page's change of stay.
import { css } from 'styled-system/css'

// A row of its own for each on a phone (two side by side made the home page's form short enough to bring the offers below
// it into view, and their code into the first load); narrower on a wide screen, so the destination, the dates and the
// three counts share one row at 1280 px.
export const hotelFieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: { base: '1 1 12rem', lg: '1 1 9rem' } })
export const hotelInputClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas' })
