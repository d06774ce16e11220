/** Money is integer fen everywhere (orders, prices, refunds); yuan exists only as text, at the edges. */

/** 29800 → "298.00": the fixed two-decimal form payment gateways require. */
export function fenToYuan(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
}

/** "298.00" → 29800; null for anything that is not a plain amount with at most two decimals. */
export function yuanToFen(yuan: string | undefined): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(yuan ?? '')
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/** 29800 → "298", 1990 → "19.9", 1999 → "19.99": a price as shoppers read it (no trailing zeros). */
export function yuanLabel(fen: number): string {
  const whole = Math.trunc(fen / 100)
  const cents = fen % 100
  if (cents === 0) return String(whole)
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`
}
