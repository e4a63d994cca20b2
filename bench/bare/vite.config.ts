// The bare TanStack Start page the bench compares the site with: the same Start, Router, React and
// Vite versions as the app (this repository's node_modules), one route, no data, no design system.
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  build: { sourcemap: false },
  plugins: [tanstackStart({ srcDirectory: 'src' }), viteReact()],
})
