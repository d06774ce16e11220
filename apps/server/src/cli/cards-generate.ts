/**
 * Operators' card batch generator:
 *   npm run cards:generate -- --product 101 --count 500 --out cards.csv [--note "郑州代理 2027"] [--activate-before 2027-09-01]
 * Writes a printable CSV (卡号, 卡密, 商品, 激活截止); the database keeps only hashed secrets, so the
 * CSV is the one copy of the secrets. Uses the same database as the server (DATABASE_URL, or the
 * embedded PGlite directory, which must not be open in a running server at the same time).
 */
import { existsSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { openCliDb } from './open-cli-db.ts'
import { migrate } from '../db/migrate.ts'
import { readEnv } from '../env.ts'
import { activationDeadline, cardsCsv, generateCardBatch } from '../services/card-batches.ts'
import { createCatalogue } from '../modules/membership/catalogue.repository.ts'

const { values } = parseArgs({
  options: {
    product: { type: 'string' },
    count: { type: 'string' },
    out: { type: 'string' },
    note: { type: 'string', default: '' },
    'activate-before': { type: 'string' },
    force: { type: 'boolean', default: false },
  },
})

function fail(message: string): never {
  console.error(`cards:generate: ${message}`)
  console.error('usage: npm run cards:generate -- --product <id> --count <n> --out <file.csv> [--note <text>] [--activate-before YYYY-MM-DD] [--force]')
  process.exit(2)
}

const productId = Number(values.product)
const count = Number(values.count)
if (!Number.isInteger(productId) || productId <= 0) fail('--product must be a product id (see docs/decisions/008-payments-and-entitlements.md)')
if (!Number.isInteger(count) || count < 1 || count > 100_000) fail('--count must be 1..100000')
if (!values.out) fail('--out is required')
if (existsSync(values.out) && !values.force) fail(`${values.out} exists; pass --force to overwrite`)
let activateBefore: Date | null = null
if (values['activate-before']) {
  activateBefore = activationDeadline(values['activate-before'])
  if (!activateBefore) fail('--activate-before must be YYYY-MM-DD')
}

const env = readEnv()
const db = await openCliDb(env, 'cards:generate')
try {
  await migrate(db)
  const product = await createCatalogue(db).byId(productId)
  if (!product) fail(`unknown product ${productId}`)
  const { batchId, cards } = await generateCardBatch(db, { productId, count, note: values.note, activateBefore, now: new Date() })
  writeFileSync(values.out, cardsCsv(product.name, cards, activateBefore), { mode: 0o600 })
  console.log(`batch ${batchId}: ${cards.length} cards of ${product.name} (${productId}) written to ${values.out}`)
} finally {
  await db.close()
}
