import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { textsPlugin } from './eslint/texts-from-messages.js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'packages/*/dist/', 'styled-system/', 'app/routeTree.gen.ts', 'bench/bare/src/routeTree.gen.ts', 'bench/bare/dist/', '.data/', 'test-results/', 'playwright-report/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Every text a traveller reads comes from the messages (§R9, docs/decisions/096). The developer
    // tools (/dev/*: gallery, flags, events) are for the team only and are written in English.
    files: ['app/**/*.tsx'],
    ignores: ['app/ui/gallery/**', 'app/features/flags/flags-page.tsx', 'app/features/analytics/events-page.tsx', 'app/routes/dev/**'],
    plugins: { texts: textsPlugin },
    rules: { 'texts/texts-from-messages': 'error' },
  },
  { files: ['**/*.cjs'], languageOptions: { globals: globals.commonjs }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // The simulator is an upstream of its own: it depends on contracts/ only (docs/decisions/064).
    files: ['simulator/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@server/*', '~/*', '**/server/*', '**/app/*'], message: 'simulator/ depends on contracts/ only (docs/decisions/064).' }] }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**'],
    rules: { 'no-console': 'off' },
  },
)
