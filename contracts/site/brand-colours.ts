// The site's colours as its icon draws them (public/favicon.svg): the web app manifest's and the page's theme colour.
export const brandColours = { theme: '#00175a', background: '#ffffff' } as const
