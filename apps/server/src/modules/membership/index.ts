import { cardHandlers } from './card.handlers.ts'
import { paymentHandlers } from './payment.handlers.ts'
import { productHandlers } from './product.handlers.ts'

/** Membership and money: products, orders and pay, cards (one module: they share grants). */
export const membershipHandlers = { ...productHandlers, ...paymentHandlers, ...cardHandlers }
export { registerPayRoutes } from './pay.routes.ts'
