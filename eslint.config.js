// One lint config for the monorepo. It enforces the dependency rules of architecture.md §2.
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { existsSync, readdirSync } from 'node:fs'

const subdirs = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : []

const web = './apps/web/src'
const webFeatures = subdirs(`${web}/features`)
const serverModules = './apps/server/src/modules'

const zones = [
  // web: features never import other features; shared folders never import features or app
  ...webFeatures.map((f) => ({ target: `${web}/features/${f}`, from: `${web}/features`, except: [`./${f}`] })),
  { target: `${web}/features`, from: `${web}/app` },
  ...['components', 'hooks', 'lib', 'config'].map((d) => ({ target: `${web}/${d}`, from: [`${web}/features`, `${web}/app`] })),
  // apps never import each other; packages never import apps
  { target: './packages', from: './apps' },
  { target: './apps/web', from: './apps/server' },
  { target: './apps/server', from: './apps/web' },
  // domain imports nothing of ours
  { target: './packages/domain', from: ['./packages/contract', './packages/dataset'] },
  // a server module never imports another module (shared pieces live in http/, db/ or domain)
  ...subdirs(serverModules).map((m) => ({ target: `${serverModules}/${m}`, from: serverModules, except: [`./${m}`] })),
]

// The server's layers, bottom to top (docs/architecture.md): kernel → db, adapters → services → http →
// modules → wiring (app.ts, handlers.ts, main.ts, cli/). An arrow never runs back up. Tests and test kits
// may reach up (they build whole apps), so these zones skip them.
const server = './apps/server/src'
const wiring = [`${server}/app.ts`, `${server}/handlers.ts`, `${server}/main.ts`, `${server}/cli`, `${server}/testing`]
const wish = `${serverModules}/wish`
const serverLayerZones = [
  { target: `${server}/kernel`, from: [`${server}/db`, `${server}/adapters`, `${server}/services`, `${server}/http`, serverModules, ...wiring] },
  { target: [`${server}/db`, `${server}/adapters`], from: [`${server}/services`, `${server}/http`, serverModules, ...wiring] },
  { target: `${server}/services`, from: [`${server}/http`, serverModules, ...wiring] },
  { target: `${server}/http`, from: [serverModules, ...wiring] },
  { target: serverModules, from: wiring },
  // inside the wish module, topics stack the same way (modules/wish/README.md): units → profile → recommend → table
  { target: `${wish}/units`, from: [`${wish}/profile`, `${wish}/recommend`, `${wish}/table`] },
  { target: `${wish}/profile`, from: [`${wish}/recommend`, `${wish}/table`] },
  { target: `${wish}/recommend`, from: `${wish}/table` },
]
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/*test-kit.ts', '**/*.test-helpers.ts', `${server.slice(2)}/testing/**`]

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'var/**',
      'e2e/artifacts/**',
      // scratch of the load, fault and Lighthouse runs (logs, nginx prefixes, browser profile)
      'bench/out/**',
      'packages/dataset/data/**',
      'content/**/media/**',
      '**/.tmp*',
      '**/*.config.js',
      '**/build.mjs',
      'scripts/*.mjs',
      'scripts/*.d.mts',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    // no-cycle follows imports into TypeScript files only when it knows how to parse them
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      // a cycle hides a layer's real dependencies and breaks lazy loading order
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: [`${server.slice(2)}/**/*.ts`],
    ignores: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...serverLayerZones] }] },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: ['@gk/domain'], allowTypeImports: true }] }],
    },
  },
  {
    files: ['packages/domain/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react*', 'node:*', 'zod', '@gk/*'] }],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'The engine has no clock: pass time in.' },
        { object: 'Math', property: 'random', message: 'Use the seeded RNG passed in.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'The engine has no clock.' }],
    },
  },
  {
    files: ['apps/**'],
    ignores: ['**/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Import env from env.ts' }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', '**/scripts/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
)
