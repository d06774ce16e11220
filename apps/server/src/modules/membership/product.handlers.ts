import { memberTypeNames } from '@gk/contract'
import { defineHandlers } from '../../http/endpoint.ts'
import { createCatalogue, groupsOf, toProduct } from './catalogue.ts'
import { liveMemberTypeOf, previewGrant } from './grants.ts'
import { quote } from './pricing.ts'

/** Catalogue, prices and what the signed-in user owns. */
export const productHandlers = defineHandlers({
  async 'Product/SelOnlinePackageProductList'(input, ctx) {
    const rows = await createCatalogue(ctx.db).listOnSale(input.Kind)
    return rows.map(toProduct)
  },

  async 'Payment/PaymentPrice'(input, ctx) {
    const { userId } = ctx.requireUser()
    const q = await quote(ctx.db, input.ProductId, input.RecommendCode)
    const expireAt = await previewGrant(ctx.db, userId, q.product, ctx.now())
    return {
      ProductId: q.product.id,
      ProductName: q.product.name,
      OriginalPrice: q.originalFen,
      Discount: q.discountFen,
      FinalPrice: q.finalFen,
      DiscountLabel: q.label,
      ExpireAt: expireAt.toISOString(),
    }
  },

  async 'Product/MyMembership'(_input, ctx) {
    const { userId } = ctx.requireUser()
    const now = ctx.now()
    const user = (
      await ctx.db.query<{ exam_year: number | null; member_type: number | null; member_expire_at: Date | null }>(
        'SELECT exam_year, member_type, member_expire_at FROM users WHERE id = $1',
        [userId],
      )
    )[0]
    const memberType = user ? liveMemberTypeOf(user, now) : null
    const packages = await ctx.db.query<{ product_from: string; expire_at: Date }>(
      'SELECT product_from, max(expire_at) AS expire_at FROM user_packages WHERE user_id = $1 AND expire_at > $2 GROUP BY product_from ORDER BY 2 DESC',
      [userId, now],
    )
    const names = await createCatalogue(ctx.db).byProductFrom()
    return {
      MemberType: memberType,
      MemberName: memberType === null ? '' : (memberTypeNames[memberType] ?? '会员'),
      MemberExpireAt: memberType !== null && user?.member_expire_at ? new Date(user.member_expire_at).toISOString() : null,
      Groups: groupsOf(memberType),
      Packages: packages.map((p) => ({
        ProductFrom: p.product_from,
        Name: names.get(p.product_from) ?? p.product_from,
        ExpireAt: new Date(p.expire_at).toISOString(),
      })),
    }
  },
})
