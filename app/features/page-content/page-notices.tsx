// Above every page, when its content has them: the one-line notice and the allow-listed remote components
// (§R2.51 "Every page receives data", decision 082). With the site frame in every page's first load.
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { PageContent } from '@contracts/site/page-content.schema'
import { Alert } from '~/ui/alert'
import { Container } from '~/ui/container'
import { usePageContent } from './page-content'

const linkClass = css({ color: 'fg.link', textDecoration: 'underline', fontWeight: 'semibold' })
const listClass = css({ display: 'flex', flexDirection: 'column', gap: '3' })

type RemoteComponent = NonNullable<PageContent['remoteComponents']>[number]
const text = (value: RemoteComponent['props'][string] | undefined) => (typeof value === 'string' ? value : undefined)

/**
 * Remote components, by name from an allow-list (decision 082): content chooses a known component and
 * gives it text; it never brings markup or script. An unknown kind, or a link off the site, is not shown.
 */
const remoteComponents: Record<string, (props: RemoteComponent['props']) => ReactNode> = {
  notice: (props) => {
    const title = text(props.title)
    return title ? <Alert variant="page-info" title={title}>{text(props.text)}</Alert> : null
  },
  'promo-link': (props) => {
    const label = text(props.label)
    const href = text(props.href)
    return label && href?.startsWith('/') && !href.startsWith('//') ? (
      <p>
        <a href={href} className={linkClass}>
          {label}
        </a>
      </p>
    ) : null
  },
}

export function PageRemoteComponents({ className }: { className?: string }) {
  const components = usePageContent('remoteComponents')?.filter((component) => Object.hasOwn(remoteComponents, component.kind))
  if (!components?.length) return null
  return (
    <div className={cx(listClass, className)}>
      {components.map((component) => (
        <div key={component.id}>{remoteComponents[component.kind]?.(component.props)}</div>
      ))}
    </div>
  )
}

/** Above every page, when its content has them: the one-line notice and the remote components. */
export function PageNotices() {
  const notice = usePageContent('singleLineText')
  const remote = usePageContent('remoteComponents')
  if (!notice && !remote?.length) return null
  return (
    <Container className={css({ py: '3', display: 'flex', flexDirection: 'column', gap: '3' })}>
      {notice && <p className={css({ fontSize: 'sm', fontWeight: 'medium', textAlign: 'center' })}>{notice}</p>}
      <PageRemoteComponents />
    </Container>
  )
}
