import { ErrorCode } from '@gk/contract'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../kernel/app-error.ts'
import { createCatalogue } from './catalogue.repository.ts'
import type { ProductRow } from './catalogue.ts'

export type Quote = { product: ProductRow; originalFen: number; discountFen: number; finalFen: number; label: string; code: string | null }

/** The price to pay for an on-sale product, after an optional recommend code (whole fen, rounded down in the buyer's favour). */
export async function quote(db: Db, productId: number, recommendCode: string | undefined): Promise<Quote> {
  const catalogue = createCatalogue(db)
  const product = await catalogue.byId(productId)
  if (!product || !product.on_sale || product.price_fen <= 0) throw new AppError(ErrorCode.ProductNotFound)
  const code = recommendCode ? recommendCode : null
  let discountFen = 0
  let label = ''
  if (code) {
    const percent = await catalogue.recommendPercent(code)
    if (percent === null) throw new AppError(ErrorCode.RecommendCodeNotFound)
    discountFen = Math.ceil((product.price_fen * percent) / 100)
    label = `推荐码优惠${percent}%`
  }
  // never free and never negative: a 0-fen order cannot go through a gateway
  const finalFen = Math.max(1, product.price_fen - discountFen)
  return { product, originalFen: product.price_fen, discountFen: product.price_fen - finalFen, finalFen, label, code }
}
