/** Parses a loosely formatted number from raw data ("580及以上", " 12 ", 4221.0, NaN) or returns null. */
export function toInt(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? Math.round(v) : null
  if (typeof v !== 'string') return null
  const m = /-?\d+(\.\d+)?/.exec(v.replace(/,/g, ''))
  return m ? Math.round(Number(m[0])) : null
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
