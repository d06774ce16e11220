/**
 * Canonical form of an institution name as the sources spell it: full-width brackets and spaces
 * unified, bracketed tags ("[公办]") removed. Parenthesised parts are kept because some are part of
 * the official name (中国石油大学(华东)); the matcher strips them one at a time.
 */
export function canonicalSchoolName(raw: string): string {
  return raw
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/【/g, '[')
    .replace(/】/g, ']')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/[\s\u3000"“”'‘’]/g, '')
    .trim()
}

/** Removes the last parenthesised group ("北京大学(医学部)" → "北京大学"), or returns null if none. */
export function stripLastParen(name: string): string | null {
  const m = /^(.*)\([^()]*\)([^()]*)$/.exec(name)
  if (!m) return null
  const out = ((m[1] ?? '') + (m[2] ?? '')).trim()
  return out === name || out === '' ? null : out
}

const CAMPUS = /(校区|分校|医学部|威海|深圳|珠海)/
export function looksLikeCampus(raw: string): boolean {
  return CAMPUS.test(raw)
}
