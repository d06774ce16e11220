import { z } from 'zod'
import { ProductIdSchema } from './product.ts'

/** Card numbers are printed digits; spaces and dashes a person types are dropped. */
export const CardNoSchema = z
  .string({ error: '请输入卡号' })
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{12}$/, { error: '请输入正确的卡号' }))

/** Secrets are printed as XXXX-XXXX-XXXX; case, spaces and dashes do not matter. */
export const CardPwdSchema = z
  .string({ error: '请输入卡密' })
  .transform((s) => s.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{12}$/, { error: '请输入正确的卡密' }))

const CardProduct = {
  ProductId: z.number().int(),
  ProductName: z.string(),
  MemberType: z.number().int().nullable(),
  ProductFrom: z.string().nullable(),
  ValidityText: z.string(),
}

export const CardCheck = {
  input: z.object({ CardNo: CardNoSchema, CardPwd: CardPwdSchema }),
  output: z.object({ CardNo: z.string(), ...CardProduct, Privileges: z.array(z.string()), ActivateBefore: z.string().nullable() }),
}

export const CardActivation = {
  input: z.object({ CardNo: CardNoSchema, CardPwd: CardPwdSchema }),
  output: z.object({ CardNo: z.string(), ...CardProduct, ExpireAt: z.string() }),
}

export const ReceiveCard = {
  // the free trial is the only receivable product today; the id keeps room for campaigns
  input: z.object({ ProductId: ProductIdSchema.optional() }).loose(),
  output: z.object({ ProductId: z.number().int(), ProductName: z.string(), ExpireAt: z.string() }),
}

export const SelPackageInfoByCard = {
  input: z.object({ CardNo: CardNoSchema }),
  output: z.object({ CardNo: z.string(), ...CardProduct, Privileges: z.array(z.string()) }),
}

/** Membership cards: check, activate, receive the trial, product of a card. */
export const cardEndpoints = {
  'User/CardCheck': CardCheck,
  'User/CardActivation': CardActivation,
  'User/ReceiveCard': ReceiveCard,
  'Card/SelPackageInfoByCard': SelPackageInfoByCard,
}
