// The head's tags that are the same on every page and matter only to what reads the server's HTML: the icons (the
// favicon.ico older browsers and feed readers ask for, a phone's home-screen icon), the web app manifest, the theme
// colour and the kind of link preview (§R2.101, §R2.103). Written in the server's HTML only, so no page's script carries
// them; React skips tags in the head it did not render.
import { brandColours } from '@contracts/site/brand-colours'

export function SiteHeadLinks() {
  if (!import.meta.env.SSR) return null
  const base = import.meta.env.BASE_URL
  return (
    <>
      <link rel="icon" href={`${base}favicon.ico`} sizes="32x32" />
      <link rel="icon" href={`${base}favicon.svg`} type="image/svg+xml" />
      <link rel="apple-touch-icon" href={`${base}icons/apple-touch-icon.png`} />
      <link rel="manifest" href={`${base}manifest.webmanifest`} />
      <meta name="theme-color" content={brandColours.theme} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  )
}
