// A section of My Profile (§R6): named by its heading, with what it is for said under the heading where it says so.
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

export function ProfileSection({ id, title, explanation, className, children }: { id: string; title: string; explanation?: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={className}>
      <h2 id={`${id}-heading`} className={css({ fontSize: 'xl', fontWeight: 'semibold', mb: '3' })}>
        {title}
      </h2>
      {explanation && <p className={css({ mb: '4', maxW: '65ch' })}>{explanation}</p>}
      {children}
    </section>
  )
}
