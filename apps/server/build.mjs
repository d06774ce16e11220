// Bundles the server into dist/main.js, and the province index worker into dist/index-worker.js
// (a worker thread loads its own file: ADR 042): our workspace packages are inlined (they export
// TypeScript source), every npm package stays external and is loaded from node_modules.
import { build } from 'esbuild'

await build({
  entryPoints: { main: 'src/main.ts', 'index-worker': 'src/modules/wish/units/index-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  plugins: [
    {
      name: 'external-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@gk/') ? undefined : { path: args.path, external: true }))
      },
    },
  ],
})
