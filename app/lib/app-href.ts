// An address of this app for a plain <a> or a full-page navigation: the build's base path in front.
export function appHref(path: string) {
  return `${import.meta.env.BASE_URL.replace(/\/$/, '')}${path}`
}
