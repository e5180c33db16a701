// The linter `npm run lint` runs (and `npm test` with it): typescript-eslint's type-checked rules, the rules
// of hooks, jsx-a11y, and the layer table of docs/ARCHITECTURE.md "Layout (top level)" as import rules.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// --- layers (docs/ARCHITECTURE.md "Layout (top level)") ---------------------------------------------------------------
// Every top-level folder of code. A layer lists the folders it may import; every other one is refused.
const FOLDERS = ['schemas', 'codegen', 'contract', 'entities', 'engine', 'generated', 'ui', 'src', 'emulator', 'tests', 'bench', 'scripts', 'matrices']
// packages that make a module React (or app) code: the engine, the configs and both sides' spec facts stay free of them
const REACT_PACKAGES = ['react', 'react-dom', 'react-i18next', '@chakra-ui/*', '@emotion/*', '@tanstack/*', '@xstate/react', 'formik']

/**
 * The import rule of one layer: `folder` may import itself, the folders in `allowed` and packages, except the
 * packages in `bannedPackages`. Imports are relative, so a folder is matched as the first name after the `../`s;
 * no sub-folder of a restricted layer is named like a top-level folder.
 */
function layer(folder, allowed, bannedPackages = [], why = `docs/ARCHITECTURE.md: ${folder}/ may import ${allowed.join(', ') || 'nothing of the project'}`) {
  const refused = FOLDERS.filter((name) => name !== folder && !allowed.includes(name))
  return [
    'error',
    {
      patterns: [{ regex: `^(\\.\\./)+(${refused.join('|')})(/|$)`, message: why }, ...(bannedPackages.length > 0 ? [{ group: bannedPackages, message: `${why}; no React or app packages` }] : [])],
    },
  ]
}

const layers = [
  { files: ['ui/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': layer('ui', ['engine', 'contract'], ['@tanstack/react-router', '@tanstack/react-query']) } },
  { files: ['engine/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': layer('engine', ['contract', 'generated'], REACT_PACKAGES) } },
  { files: ['entities/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': layer('entities', ['engine', 'contract', 'generated'], REACT_PACKAGES) } },
  { files: ['contract/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': layer('contract', ['schemas', 'generated'], REACT_PACKAGES) } },
  { files: ['emulator/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': layer('emulator', ['schemas', 'contract', 'generated'], REACT_PACKAGES) } },
  { files: ['codegen/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': layer('codegen', ['schemas', 'engine', 'entities', 'generated'], REACT_PACKAGES) } },
]

export default tseslint.config(
  // generated/ is written by `npm run codegen` and never edited by hand; its staleness test guards it
  { ignores: ['node_modules/', 'dist/', 'coverage/', 'generated/', 'tests/e2e/artifacts/', 'test-results/', 'playwright-report/'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // tsc already reports unused locals and parameters (noUnusedLocals, noUnusedParameters), `_` names included
      '@typescript-eslint/no-unused-vars': 'off',
      // an async function is how this code meets a Promise-returning interface (xstate's fromPromise, msw and
      // Playwright handlers) whether or not it awaits; a missing await is what no-floating-promises catches
      '@typescript-eslint/require-await': 'off',
      // values read by path from JSON are narrowed from unknown to `{}`, which this rule takes for an object;
      // String() of such a scalar is what the code means
      '@typescript-eslint/no-base-to-string': 'off',
      // TanStack Router's way to leave a loader or guard is to throw its redirect() or notFound()
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] }],
    },
  },
  // hooks live in ui/, src/ and the component tests; the other tests name helpers `use` (Playwright fixtures,
  // useEmulator) that are not React hooks
  {
    files: ['{ui,src}/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: {
      // the console does not run the React Compiler: these two only say where it would skip a component
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/incompatible-library': 'off',
    },
  },
  { files: ['**/*.tsx'], extends: [jsxA11y.flatConfigs.recommended] },
  // each sign page is one form: its first field takes the focus, so a keyboard user starts where the page is for
  { files: ['src/pages/sign/**/*.tsx'], rules: { 'jsx-a11y/no-autofocus': 'off' } },
  // Playwright reads a fixture's dependencies from its destructured first parameter: `{}` means none
  { files: ['tests/e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // tests read the emulator's and msw's JSON answers as `any` and assert their shape with expect; typing each
      // answer would restate the schemas the contract tests already check
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  ...layers,
)
