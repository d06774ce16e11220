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

/**
 * A plan's yearly tuition (whole 元, as plans print it) as the app and the assistant say it: 0 is a programme the plan
 * says is free (免费, ADR 170), never "0元/年"; a figure under 1000 is one a plan printed in 万元 (浙江 2026: 11 for
 * 11万元/年); null (or a negative) is a fee the plan does not print, left for the caller to leave out or say 未公布.
 */
export function tuitionText(tuition: number | null | undefined): string | null {
  if (tuition === null || tuition === undefined || tuition < 0) return null
  if (tuition === 0) return '免费'
  return tuition < 1000 ? `约${tuition}万元/年` : `${tuition}元/年`
}
