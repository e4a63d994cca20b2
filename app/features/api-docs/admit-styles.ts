// Scalar (Vue), its toasts and its code editor write their themes into `<style>` elements, some
// while their modules load, which the site's nonce-based CSP refuses. Imported before them, this
// gives each `<style>` element created from then on the document's nonce (the one Vite reads from
// `meta[property=csp-nonce]`), so style-src stays nonce-only with no 'unsafe-inline'; see
// docs/decisions/068-api-reference-and-true-contract.md. Loaded with the reference page only.
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content

if (nonce) {
  const createElement = document.createElement.bind(document) as (tagName: string, options?: ElementCreationOptions) => HTMLElement
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = createElement(tagName, options)
    if (tagName.toLowerCase() === 'style') element.setAttribute('nonce', nonce)
    return element
  }) as typeof document.createElement
}
