// The hotel search form's field and control look, shared by the fields that stand in it (the children's).
import { css } from 'styled-system/css'

export const hotelFieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1 1 12rem' })
export const hotelInputClass = css({ borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', px: '3', py: '2', minH: '11', bg: 'bg.canvas' })
