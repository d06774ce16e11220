import { memberTypeNames } from '@gk/contract'
import { defineHandlers } from '../../http/endpoint.ts'
import { createCatalogue } from './catalogue.repository.ts'
import { groupsOf, toProduct } from './catalogue.ts'
import { liveMemberTypeOf, previewGrant } from './grants.ts'
import { quote } from './pricing.ts'
import { createMembershipRepository } from './membership.repository.ts'

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
    const membership = createMembershipRepository(ctx.db)
    const user = await membership.memberRow(userId)
    const memberType = user ? liveMemberTypeOf(user, now) : null
    const packages = await membership.livePackages(userId, now)
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
