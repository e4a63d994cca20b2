// Motion started by script follows the traveller's reduced-motion setting as CSS does (WCAG 2.3.3,
// issue 43 item 11): a script's `behavior: 'smooth'` is not covered by the stylesheet's media query.

/** Whether the traveller asked for less motion. */
export function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** The scroll behaviour for a script's scroll: smooth, or at once under reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth'
}
