import { ErrorCode, ProductId } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import { createAttemptLimiter } from '../../services/attempt-limiter.ts'
import type { RequestContext } from '../../http/context.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { createCatalogue } from './catalogue.repository.ts'
import { validityText, type ProductRow } from './catalogue.ts'
import { createCards } from './cards.repository.ts'
import { secretMatches, type CardRow } from './cards.ts'
import { grantProduct } from './grants.ts'
import { userChanged } from '../../services/user-cache.ts'

const FIFTEEN_MINUTES = 15 * 60_000

/** Wrong secrets count per user and per IP; unknown card numbers count the same (no enumeration). */
const secretRules = (userId: number, ip: string) => [
  { key: `card:user:${userId}`, maxFailures: 5, windowMs: FIFTEEN_MINUTES },
  { key: `card:ip:${ip}`, maxFailures: 30, windowMs: FIFTEEN_MINUTES },
]

function describe(product: ProductRow) {
  return {
    ProductId: product.id,
    ProductName: product.name,
    MemberType: product.member_type,
    ProductFrom: product.product_from,
    ValidityText: validityText(product),
  }
}

const privileges = (p: ProductRow) => JSON.parse(p.privileges) as string[]

/** A card whose secret matches and that can still be activated, or the matching error. */
async function checkedCard(ctx: RequestContext, cardNo: string, secret: string): Promise<{ card: CardRow; product: ProductRow }> {
  const { userId } = ctx.requireUser()
  const limiter = createAttemptLimiter(ctx.db, ctx.now)
  const rules = secretRules(userId, ctx.ip)
  await limiter.take(rules)
  const card = await createCards(ctx.db).byNo(cardNo)
  if (!card || !secretMatches(card, secret)) throw new AppError(ErrorCode.CardInvalid)
  await limiter.giveBack(rules)
  if (card.activated_at) throw new AppError(ErrorCode.CardUsed)
  if (card.activate_before && new Date(card.activate_before).getTime() <= ctx.now().getTime()) throw new AppError(ErrorCode.CardExpired)
  const product = await createCatalogue(ctx.db).byId(card.product_id)
  if (!product) throw new AppError(ErrorCode.CardInvalid)
  return { card, product }
}

/** Membership cards: check, activate once, the free trial, and what a card grants. */
export const cardHandlers = defineHandlers({
  async 'User/CardCheck'(input, ctx) {
    const { card, product } = await checkedCard(ctx, input.CardNo, input.CardPwd)
    return {
      CardNo: card.card_no,
      ...describe(product),
      Privileges: privileges(product),
      ActivateBefore: card.activate_before ? new Date(card.activate_before).toISOString() : null,
    }
  },

  async 'User/CardActivation'(input, ctx) {
    const { card, product } = await checkedCard(ctx, input.CardNo, input.CardPwd)
    const { userId } = ctx.requireUser()
    const now = ctx.now()
    const cards = createCards(ctx.db)
    // claim and grant in one transaction: a refused grant (tier already owned) releases the card
    const expireAt = await ctx.db.transaction(async (tx) => {
      if (!(await cards.claim(tx, card.card_no, userId, now))) throw new AppError(ErrorCode.CardUsed)
      const granted = await grantProduct(tx, { userId, product, now, source: { source: 'card', ref: card.card_no }, strict: true })
      if (!granted) throw new AppError(ErrorCode.CardUsed)
      return granted
    })
    userChanged(ctx.db, userId)
    ctx.log.info({ cardNo: card.card_no, productId: product.id }, 'card activated')
    return { CardNo: card.card_no, ...describe(product), ExpireAt: expireAt.toISOString() }
  },

  async 'User/ReceiveCard'(input, ctx) {
    const { userId } = ctx.requireUser()
    const product = await createCatalogue(ctx.db).byId(input.ProductId ?? ProductId.trial)
    if (!product || !product.receivable) throw new AppError(ErrorCode.ProductNotFound)
    const now = ctx.now()
    const expireAt = await ctx.db.transaction((tx) =>
      grantProduct(tx, { userId, product, now, source: { source: 'trial', ref: `${product.id}:${userId}` }, strict: true }),
    )
    if (!expireAt) throw new AppError(ErrorCode.TrialReceived)
    userChanged(ctx.db, userId)
    return { ProductId: product.id, ProductName: product.name, ExpireAt: expireAt.toISOString() }
  },

  async 'Card/SelPackageInfoByCard'(input, ctx) {
    const limiter = createAttemptLimiter(ctx.db, ctx.now)
    const rules = [{ key: `cardinfo:ip:${ctx.ip}`, maxFailures: 30, windowMs: FIFTEEN_MINUTES }]
    await limiter.take(rules)
    const card = await createCards(ctx.db).byNo(input.CardNo)
    const product = card ? await createCatalogue(ctx.db).byId(card.product_id) : null
    if (!card || !product) throw new AppError(ErrorCode.CardInvalid, '卡号不存在，请检查后重试')
    await limiter.giveBack(rules)
    return { CardNo: card.card_no, ...describe(product), Privileges: privileges(product) }
  },
})
