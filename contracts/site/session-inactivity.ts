// How long a member may be idle (§R4, §R9): one source for the browser's dialogs and the
// server's idle limit, so the server ends a session exactly when the browser would have signed out.

/** The idle time before the about-to-expire dialog (a site may configure its own: inactivityIdleMs), then each dialog's time. */
export const sessionInactivity = { idleMs: 780_000, warningMs: 120_000, finalMs: 20_000 }

/** The idle limit the server enforces: the idle time and both dialogs (15 min 20 s by default). */
export function sessionIdleLimitMs(idleMs = sessionInactivity.idleMs) {
  return idleMs + sessionInactivity.warningMs + sessionInactivity.finalMs
}
