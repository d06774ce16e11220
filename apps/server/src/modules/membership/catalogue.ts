import { type MemberGroup, MemberGroups, type Product } from '@gk/contract'

export type ProductRow = {
  id: number
  name: string
  kind: 'member' | 'package'
  member_type: number | null
  product_from: string | null
  validity_type: 'season' | 'days'
  valid_days: number | null
  price_fen: number
  original_price_fen: number
  privileges: string
  description: string
  on_sale: boolean
  receivable: boolean
}

export function validityText(p: Pick<ProductRow, 'validity_type' | 'valid_days'>): string {
  return p.validity_type === 'season' ? '有效期至当届录取结束（9月1日零点）' : `${p.valid_days ?? 0}天有效`
}

export function groupsOf(memberType: number | null): MemberGroup[] {
  if (memberType === null) return []
  return (Object.keys(MemberGroups) as MemberGroup[]).filter((g) => (MemberGroups[g] as readonly number[]).includes(memberType))
}

export function toProduct(row: ProductRow): Product {
  return {
    ProductId: row.id,
    Name: row.name,
    Kind: row.kind,
    MemberType: row.member_type,
    ProductFrom: row.product_from,
    ValidityType: row.validity_type,
    ValidDays: row.valid_days,
    ValidityText: validityText(row),
    Price: row.price_fen,
    OriginalPrice: row.original_price_fen,
    Privileges: JSON.parse(row.privileges) as string[],
    Description: row.description,
    Groups: groupsOf(row.member_type),
    OnSale: row.on_sale,
  }
}
