// The page-error screen for auth errors (/api/auth-error, /auth/authentication-failure; §R2):
// title and description translated by the error type the route was given; a type without texts of
// its own gets the sign-in failure's.
import { PageErrorScreen } from '~/features/errors/page-error-screen'
import { pageErrorTypes } from '~/i18n/error-messages'

const authErrorTypes = new Set<string>(pageErrorTypes.filter((type) => !['unknown', 'not-found', 'server'].includes(type)))

export function authErrorType(error: string | undefined) {
  return error && authErrorTypes.has(error) ? error : 'authentication-failure'
}

export function AuthErrorPage({ error }: { error?: string }) {
  return <PageErrorScreen type={authErrorType(error)} />
}
