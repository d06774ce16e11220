// One lint config for the monorepo. It enforces the dependency rules of architecture.md §2.
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { existsSync, readdirSync } from 'node:fs'

const subdirs = (dir) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : []

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
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['packages/contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@gk/domain'], allowTypeImports: true }] },
      ],
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
