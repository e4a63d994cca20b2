// The hotel party's field and control look (rooms, adults, children), in the hotel search and the hotel page's change of stay.
import { css } from 'styled-system/css'

export const hotelFieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 12rem' })
export const hotelInputClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas' })
