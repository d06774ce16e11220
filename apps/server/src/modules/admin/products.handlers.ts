import { ErrorCode, type AdminProduct } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import { requireConsole } from '../../http/console-auth.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import { writeAudit } from './audit.ts'
import { createOperationsRepository, type ProductRow } from './operations.repository.ts'
import { createPriceChangesRepository } from './price-changes.repository.ts'

const toProduct = (p: ProductRow): AdminProduct => ({
  ProductId: p.id,
  Name: p.name,
  Kind: p.kind,
  Price: p.price_fen,
  OriginalPrice: p.original_price_fen,
  OnSale: p.on_sale,
  Description: p.description,
  Grantable: grantable(p),
})

/** A consulting service is a ticket an expert works on, not an entitlement: granting it would make nothing. */
export const grantable = (p: ProductRow) => p.on_sale && !(p.product_from ?? '').startsWith('consult_')

const samePrice = (a: ProductRow, b: ProductRow) => a.price_fen === b.price_fen && a.original_price_fen === b.original_price_fen && a.on_sale === b.on_sale

/** Products and prices: a saved change goes live at once, so each one is kept in the price history (decision 046). */
export const productAdminHandlers = defineHandlers({
  async 'Admin/ProductList'(_input, ctx) {
    await requireConsole(ctx, 'Admin/ProductList')
    return (await createOperationsRepository(ctx.db).products()).map(toProduct)
  },

  async 'Admin/ProductUpdate'(input, ctx) {
    const me = await requireConsole(ctx, 'Admin/ProductUpdate')
    if (input.OriginalPrice < input.Price) throw new AppError(ErrorCode.InvalidInput, '原价不能低于售价')
    const now = ctx.now()
    const { before, after } = await ctx.db.transaction(async (tx) => {
      const repo = createOperationsRepository(tx)
      const before = await repo.product(input.ProductId)
      if (!before) throw new AppError(ErrorCode.ProductNotFound)
      const after = await repo.updatePrice(input.ProductId, input.Price, input.OriginalPrice, input.OnSale)
      if (!samePrice(before, after))
        await createPriceChangesRepository(tx).record(before.id, { accountId: me.accountId, name: me.displayName }, before, after, now)
      return { before, after }
    })
    await writeAudit(ctx.db, me, 'product.update', `product:${before.id}`, toProduct(before), toProduct(after), now)
    return toProduct(after)
  },

  async 'Admin/ProductPriceHistory'(input, ctx) {
    await requireConsole(ctx, 'Admin/ProductPriceHistory')
    if (!(await createOperationsRepository(ctx.db).product(input.ProductId))) throw new AppError(ErrorCode.ProductNotFound)
    const rows = await createPriceChangesRepository(ctx.db).ofProduct(input.ProductId)
    return rows.map((r) => ({
      At: new Date(r.changed_at).toISOString(),
      AccountName: r.account_name,
      OldPrice: r.old_price_fen,
      NewPrice: r.new_price_fen,
      OldOriginalPrice: r.old_original_fen,
      NewOriginalPrice: r.new_original_fen,
      OldOnSale: r.old_on_sale,
      NewOnSale: r.new_on_sale,
    }))
  },
})
