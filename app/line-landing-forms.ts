// Each line's search form as its landing page (the shared `LineLandingPage`) shows it: on screen from the server's
// HTML, its code loaded on the traveller's first use (docs/decisions/094), the form the line registers (`searchForm`
// in its `<product>.line.ts`). So a line's landing page declares nothing of its own, and the server entry, importing
// this module at start, loads every line's form code before the first request (app/server.ts: a render that waited
// for it would stream a form only script reveals, issue 43). A landing page needs its own line's registration only,
// and only once the form is used: it is loaded here by its path, not with app/line-registrations.ts (every line's,
// 0.4 KB more in each landing page's first load; decision 176).
import type { ComponentType } from 'react'
import { apiTypeOfLine, mapLines, type LineOfBusiness } from '@contracts/site/lines-of-business'
import type { LineRegistration } from '~/features/lines/line-registration'
import { lazyLineSearchForm } from '~/features/lines/line-search-slot'
import type { LineSearchFormProps } from '~/features/lines/line-search-form'

const registrationModules = import.meta.glob<Partial<Record<LineOfBusiness, LineRegistration>>>('./features/*/*.line.ts', { import: 'lines' })

/** A line's registration, from its product's `<product>.line.ts`. */
export async function loadLineRegistration(line: LineOfBusiness): Promise<LineRegistration> {
  const product = apiTypeOfLine[line]
  const path = `./features/${product}/${product}.line.ts`
  const registration = (await registrationModules[path]?.())?.[line]
  if (!registration) throw new Error(`The ${line} line registers nothing: ${path.slice(2)} exports it in \`lines\`.`)
  return registration
}

export const lineLandingForms: Record<LineOfBusiness, ComponentType<LineSearchFormProps>> = mapLines((line) =>
  lazyLineSearchForm(() => loadLineRegistration(line).then((registration) => registration.searchForm())),
)
