// Controls that only script makes work (a count of children that adds their age fields, a dates button): the server
// renders them for the page's hydration, and without script they are hidden by the stylesheet the root links in a
// <noscript> (public/no-script.css, app/features/site-frame/no-script-stylesheet.tsx), which a browser applies whenever
// it runs no script. `@media (scripting: none)` alone is not honoured by every browser (nor
// by one whose script is switched off for a test), so a form read without script showed a control it never sent (issue 43).

/** Spread on a script-only control, or on a wrapper of several. */
export const scriptOnly = { 'data-script-only': '' } as const
