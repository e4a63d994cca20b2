// Scalar's API reference over /api/openapi.json, self-hosted: no fonts, proxy, agent, hosted client
// or telemetry from elsewhere (the CSP allows none). Try-it calls this server directly, with the
// visitor's cookies.
import './admit-styles'
import { ApiReferenceReact } from '@scalar/api-reference-react'
import '@scalar/api-reference-react/style.css'

export default function InteractiveReference({ documentUrl }: { documentUrl: string }) {
  return (
    <ApiReferenceReact
      configuration={{
        url: documentUrl,
        withDefaultFonts: false,
        telemetry: false,
        agent: { disabled: true },
        hideClientButton: true,
        showDeveloperTools: 'never',
        defaultHttpClient: { targetKey: 'shell', clientKey: 'curl' },
        // curl and fetch; each operation's own TypeScript sample (x-codeSamples) comes first.
        hiddenClients: { c: true, clojure: true, csharp: true, go: true, java: true, kotlin: true, objc: true, ocaml: true, php: true, powershell: true, python: true, r: true, ruby: true, rust: true, swift: true, dart: true, fsharp: true },
      }}
    />
  )
}
