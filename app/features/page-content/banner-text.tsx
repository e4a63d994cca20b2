// A content banner's words on an offer card (the home page's featured offers, a line landing's offers): its
// title, its body where it has one, and its link.
import { css } from 'styled-system/css'
import type { Banner } from '@contracts/site/page-content.schema'

const linkClass = css({ color: 'fg.link', textDecoration: 'underline', fontWeight: 'semibold' })

export function BannerText({ banner }: { banner: Banner }) {
  return (
    <>
      <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>{banner.title}</h3>
      {banner.body && <p className={css({ color: 'fg.muted' })}>{banner.body}</p>}
      {banner.link && (
        <a href={banner.link.href} className={linkClass}>
          {banner.link.label}
        </a>
      )}
    </>
  )
}
