// Vite's preload helper, cut to what this build asks of it. Vite wraps every dynamic import in
// `__vitePreload(load, deps)` even with `modulePreload: false` (vitejs/vite#13952, #18551); its helper
// (module preloads, nonces, an event for failed loads: ~1.7 KB minified in every page's entry) then only
// ever receives the CSS of a lazily loaded chunk (the map's, the API reference's). This one loads those
// stylesheets once each and then the module (docs/decisions/101).
import type { Plugin } from 'vite'

/** The id under which Vite's import analysis loads its helper (vite/src/node/plugins/importAnalysisBuild.ts). */
export const preloadHelperId = '\0vite/preload-helper.js'

/** The helper's code for a build whose assets live under `base`. */
export function preloadHelperCode(base: string) {
  return `const base = ${JSON.stringify(base)}
const loading = {}
function stylesheet(dep) {
  const href = new URL(base + dep, location.href).href
  if (!loading[href]) {
    loading[href] = [...document.querySelectorAll('link[rel=stylesheet]')].some((link) => link.href === href)
      ? Promise.resolve()
      : new Promise((resolve, reject) => {
          const link = document.createElement('link')
          link.rel = 'stylesheet'
          link.href = href
          link.onload = () => resolve()
          link.onerror = () => reject(new Error('Unable to load the stylesheet ' + href))
          document.head.appendChild(link)
        })
  }
  return loading[href]
}
export const __vitePreload = (load, deps) => (deps && deps.length ? Promise.all(deps.map(stylesheet)).then(load) : load())
`
}

export function compactPreloadHelper(): Plugin {
  let base = '/'
  return {
    name: 'compact-preload-helper',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    // Before Vite's own import analysis, which would otherwise give its helper.
    load: {
      order: 'pre',
      handler(id) {
        return id === preloadHelperId ? preloadHelperCode(base) : null
      },
    },
  }
}
