// A readable reference of the HTTP API, rendered from the OpenAPI document by the app itself.
import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { Container } from '~/ui/container'
import { openApiQueryOptions, type OpenApiOperation } from './api-docs.queries'
import { apiDocsText } from '~/i18n/plain/api-docs'

const code = css({ fontFamily: 'mono', fontSize: 'sm', bg: 'bg.muted', px: '1', borderRadius: 'sm' })
// Wrapped rather than scrolled, so every line is readable without a scrollable region.
const pre = css({ fontFamily: 'mono', fontSize: 'xs', bg: 'bg.subtle', p: '3', borderRadius: 'md', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

export function ApiReference() {
  const { data: document } = useSuspenseQuery(openApiQueryOptions())
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  )
  const tags = [...new Set(operations.map((entry) => entry.operation.tags?.[0] ?? 'other'))]
  return (
    <Container className={css({ py: '10', display: 'flex', flexDirection: 'column', gap: '8' })}>
      <header>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'bold' })}>{document.info.title}</h1>
        <p className={css({ color: 'fg.muted', mt: '2' })}>
          Version {document.info.version}. {document.info.description} The machine-readable document is at{' '}
          <a className={css({ color: 'fg.link', textDecoration: 'underline' })} href={`${import.meta.env.BASE_URL}api/openapi.json`}>
            {apiDocsText('reference.api-openapi-json')}
          </a>
          .
        </p>
      </header>
      {tags.map((tag) => (
        <section key={tag} aria-labelledby={`tag-${tag}`}>
          <h2 id={`tag-${tag}`} className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '4', textTransform: 'capitalize' })}>
            {tag}
          </h2>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            {operations
              .filter((entry) => (entry.operation.tags?.[0] ?? 'other') === tag)
              .map((entry) => (
                <li key={`${entry.method} ${entry.path}`} className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4' })}>
                  <Operation method={entry.method} path={entry.path} operation={entry.operation} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </Container>
  )
}

/** Inlines `#/components/schemas/…` references for reading (named parts are shown where used). */
function inlineReferences(schema: unknown, components: Record<string, unknown>, depth = 0): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineReferences(item, components, depth))
  if (!schema || typeof schema !== 'object') return schema
  const reference = (schema as { $ref?: unknown }).$ref
  if (typeof reference === 'string' && depth < 8) {
    return inlineReferences(components[reference.replace('#/components/schemas/', '')], components, depth + 1)
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlineReferences(value, components, depth)]))
}

function Operation({ method, path, operation }: { method: string; path: string; operation: OpenApiOperation }) {
  const { data: document } = useSuspenseQuery(openApiQueryOptions())
  const readable = (schema: unknown) => JSON.stringify(inlineReferences(schema, document.components?.schemas ?? {}), null, 2)
  const body = operation.requestBody?.content?.['application/json']?.schema
  return (
    <article>
      <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        <span className={css({ fontFamily: 'mono', color: 'accent.emphasized' })}>{method}</span>{' '}
        <span className={css({ fontFamily: 'mono' })}>{path}</span>
      </h3>
      <p className={css({ mt: '1' })}>{operation.summary}</p>
      {operation.description && <p className={css({ mt: '1', color: 'fg.muted' })}>{operation.description}</p>}
      {operation.parameters && operation.parameters.length > 0 && (
        <table className={css({ mt: '3', fontSize: 'sm', borderCollapse: 'collapse', '& th, & td': { textAlign: 'left', pr: '4', py: '1' } })}>
          <caption className={css({ textAlign: 'left', fontWeight: 'semibold' })}>{apiDocsText('reference.parameters')}</caption>
          <thead>
            <tr>
              <th scope="col">{apiDocsText('reference.name')}</th>
              <th scope="col">{apiDocsText('reference.in')}</th>
              <th scope="col">{apiDocsText('reference.required')}</th>
            </tr>
          </thead>
          <tbody>
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.in}-${parameter.name}`}>
                <td>
                  <code className={code}>{parameter.name}</code>
                </td>
                <td>{parameter.in}</td>
                <td>{parameter.required ? 'yes' : 'no'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {body !== undefined && (
        <details className={css({ mt: '3' })}>
          <summary className={css({ cursor: 'pointer', fontWeight: 'semibold' })}>{apiDocsText('reference.request-body')}</summary>
          <pre className={pre}>{readable(body)}</pre>
        </details>
      )}
      {Object.entries(operation.responses ?? {}).map(([status, response]) => (
        <details key={status} className={css({ mt: '2' })}>
          <summary className={css({ cursor: 'pointer' })}>
            {apiDocsText('reference.response')} <span className={code}>{status}</span>
          </summary>
          <pre className={pre}>{readable(response.content?.['application/json']?.schema ?? {})}</pre>
        </details>
      ))}
    </article>
  )
}
