/** Parses a loosely formatted number from raw data ("580及以上", " 12 ", 4221.0, NaN) or returns null. */
export function toInt(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.round(v) : null
  if (typeof v !== 'string') return null
  const m = /-?\d+(\.\d+)?/.exec(v.replace(/,/g, ''))
  return m ? Math.round(Number(m[0])) : null
}

/**
 * How sources print a programme that charges no tuition: 免费, 免收学费, 不收费, and 军队承担 (military academies,
 * where the army pays). Matched on the whole cell so that "前两年免费，后两年5000元" is not read as free.
 */
const FREE_TUITION = /^(免费|免收学费|免学费|免收|不收费|不收学费|军队承担)[。.]?$/

/**
 * A plan's yearly tuition: 0 when the source says the programme is free (ADR 170), otherwise the number `readInt`
 * reads ({@link toInt} by default; the third-round readers pass their strict `cellInt`). A 0 in the source is 0.
 * Every reader of a plan's tuition goes through here, so "free" is never lost as "unknown" (null).
 */
export function toTuition(v: unknown, readInt: (v: string) => number | null = toInt): number | null {
  if (typeof v === 'number') return toInt(v)
  if (typeof v !== 'string') return null
  const t = v.replace(/\s/g, '')
  return FREE_TUITION.test(t) ? 0 : readInt(v)
}

/**
 * A minimum score as the table's integer: never rounded up (issue #29). A published 579.94 is 579 here and
 * kept whole in `exactScore`: rounding to 580 printed a line the source does not have, and rounding 579.4 down
 * while 579.6 went up made the integer mean two different things.
 */
export function toScore(v: unknown): number | null {
  const n = toNum(v)
  return n === null ? null : Math.floor(n)
}

/** The published decimal of a minimum score (湖北 third-party 525.76, 安徽 579.94), or null when it is a whole number. */
export function exactScore(v: unknown): number | null {
  const n = toNum(v)
  // as printed (573.996 stays 573.996: rounded to 574.00 it would disagree with its floor 573)
  return n === null || Number.isInteger(n) ? null : n
}

export function toNum(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v !== 'string') return null
  const m = /-?\d+(\.\d+)?/.exec(v.replace(/,/g, ''))
  return m ? Number(m[0]) : null
}

export function str(v: unknown): string | null {
  if (typeof v === 'string') {
    const t = v.trim()
    return t === '' ? null : t
  }
  if (typeof v === 'number') return String(v)
  return null
}
