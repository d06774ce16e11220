import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { writeMatrixInto } from '../apps/server/src/modules/wish/recommend/province-matrix-kit.ts'

// Copies the table the province matrix test wrote (var/province-matrix.md) into docs/data.md.
const root = resolve(import.meta.dirname, '..')
const table = resolve(root, 'var/province-matrix.md')
if (!existsSync(table)) {
  console.error('先运行 npx vitest run apps/server/src/modules/wish/recommend/province-matrix.data.test.ts 生成 var/province-matrix.md')
  process.exit(1)
}
writeMatrixInto(resolve(root, 'docs/data.md'), readFileSync(table, 'utf8').trimEnd())
console.log('docs/data.md: province matrix updated')
