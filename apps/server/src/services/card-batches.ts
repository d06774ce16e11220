import { beijingDay, beijingMidnightMs } from '@gk/domain'
/**
 * Card batches (decision 008): secrets, hashing and the batch generator. Shared by the membership
 * module (activation, CLI, sandbox printer) and the console (decision 012), so it lives in db/.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Db } from '../db/client.ts'
import { createCardBatchesRepository } from './card-batches.repository.ts'

/** No 0/O, 1/I/L: secrets are typed from paper. 31 symbols × 12 ≈ 59 bits per secret. */
const SECRET_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const SECRET_LENGTH = 12

export type CardRow = {
  card_no: string
  secret_salt: string
  secret_hash: string
  batch_id: number
  product_id: number
  activated_by: number | null
  activated_at: Date | null
  activate_before: Date | null
}

/**
 * Secrets are stored as salted SHA-256. A slow hash is not needed: a secret carries ~59 random bits
 * and guesses are rate limited per user and IP, so the hash only has to keep a leaked table from
 * printing working cards.
 */
export function hashSecret(salt: string, secret: string): string {
  return createHash('sha256').update(`${salt}:${secret}`).digest('hex')
}

export function secretMatches(card: Pick<CardRow, 'secret_salt' | 'secret_hash'>, secret: string): boolean {
  const a = Buffer.from(hashSecret(card.secret_salt, secret), 'hex')
  const b = Buffer.from(card.secret_hash, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

export function newSecret(): string {
  let s = ''
  for (let i = 0; i < SECRET_LENGTH; i++) s += SECRET_ALPHABET[randomInt(0, SECRET_ALPHABET.length)]
  return s
}

/** 12 digits, no leading zero (spreadsheets drop it). */
export function newCardNo(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`
}

/** As printed: ABCD-EFGH-JKMN */
export const printableSecret = (s: string) => s.replace(/(.{4})(?=.)/g, '$1-')

export type GeneratedCard = { cardNo: string; secret: string }

/**
 * The instant cards stop activating when the operator writes a last day "YYYY-MM-DD": a date means
 * "through that day, Beijing time", so the cut is the next Beijing midnight. Null for a bad date.
 * The console and the CLI both read the operator's date through here.
 */
export function activationDeadline(day: string): Date | null {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(day) ? beijingMidnightMs(day, 1) : Number.NaN
  return Number.isNaN(at) ? null : new Date(at)
}

/**
 * Creates a batch of cards for a product. The plain secrets exist only in the returned list (the
 * CSV the operator prints); the database keeps their hashes. A request key already used returns
 * that batch with no cards (`repeated`): its secrets went out once and are not stored to send again.
 */
export async function generateCardBatch(
  db: Db,
  input: { productId: number; count: number; note: string; activateBefore: Date | null; now: Date; requestKey?: string },
): Promise<{ batchId: number; cards: GeneratedCard[]; repeated: boolean }> {
  return db.transaction(async (tx) => {
    const store = createCardBatchesRepository(tx)
    if (!(await store.productExists(input.productId))) throw new Error(`unknown product ${input.productId}`)
    const { id: batchId, repeatOf } = await store.insertBatch(input)
    if (repeatOf) return { batchId, cards: [], repeated: true }
    const cards: GeneratedCard[] = []
    while (cards.length < input.count) {
      // multi-row inserts (PGlite is slow row by row); a colliding number is simply drawn again
      const chunk = Array.from({ length: Math.min(500, input.count - cards.length) }, () => ({
        cardNo: newCardNo(),
        secret: newSecret(),
        salt: randomBytes(8).toString('hex'),
      }))
      const ok = await store.insertCards(
        chunk.map((c) => ({ cardNo: c.cardNo, salt: c.salt, secretHash: hashSecret(c.salt, c.secret) })),
        batchId,
        input.productId,
      )
      for (const c of chunk) if (ok.has(c.cardNo)) cards.push({ cardNo: c.cardNo, secret: c.secret })
    }
    return { batchId, cards, repeated: false }
  })
}

export function cardsCsv(productName: string, cards: GeneratedCard[], activateBefore: Date | null): string {
  // the last Beijing day on which the card still activates
  const until = activateBefore ? beijingDay(activateBefore.getTime() - 1) : ''
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`
  // BOM so Excel opens the Chinese header as UTF-8
  const lines = ['\ufeff卡号,卡密,商品,激活截止']
  for (const c of cards) lines.push([c.cardNo, printableSecret(c.secret), quote(productName), until].join(','))
  return `${lines.join('\r\n')}\r\n`
}
