import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'

export const Route = createFileRoute('/')({ component: Home })

function Home() {
  const [count, setCount] = useState(0)
  return (
    <main>
      <h1>Welcome home</h1>
      <p>A bare TanStack Start page: server rendered, hydrated, one interactive button.</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Pressed {count} times
      </button>
    </main>
  )
}
