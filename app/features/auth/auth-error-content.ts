// Titles and descriptions of the page-error screen for auth errors, keyed by error type (SPEC.md §2).
export type AuthErrorContent = { title: string; description: string }

const content: Record<string, AuthErrorContent> = {
  SessionRequired: { title: 'Please sign in', description: 'This page is for rewards-club members. Sign in to continue.' },
  NoProviders: { title: 'Sign-in is unavailable', description: 'We cannot reach the rewards-club sign-in right now. Please try again later.' },
  TooManyRequests: { title: 'Too many attempts', description: 'Please wait a few seconds before trying to sign in again.' },
  RefreshAccessTokenError: { title: 'Your session has ended', description: 'Please sign in again to continue.' },
  AccessDenied: { title: 'Access denied', description: 'You do not have permission to sign in.' },
  Configuration: { title: 'Sign-in is not set up correctly', description: 'Please try again later. We have been told about the problem.' },
  default: { title: 'We could not sign you in', description: 'Something went wrong while signing you in. Please try again.' },
}

export function authErrorContent(type: string | undefined): AuthErrorContent {
  return (type && content[type]) || content.default!
}
