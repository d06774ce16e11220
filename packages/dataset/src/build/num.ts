/** Parses a loosely formatted number from raw data ("580及以上", " 12 ", 4221.0, NaN) or returns null. */
export function toInt(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.round(v) : null
  if (typeof v !== 'string') return null
  const m = /-?\d+(\.\d+)?/.exec(v.replace(/,/g, ''))
  return m ? Math.round(Number(m[0])) : null
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
