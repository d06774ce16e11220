/** 29800 → "298" and 1990 → "19.9": prices are integer fen everywhere, yuan only on screen. */
export function yuan(fen: number): string {
  const whole = Math.trunc(fen / 100)
  const cents = fen % 100
  if (cents === 0) return String(whole)
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`
}

/** "2027-08-31T16:00:00.000Z" → "2027-09-01 00:00" in Beijing time. */
export function beijingDateTime(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 8 * 3600_000)
  return d.toISOString().slice(0, 16).replace('T', ' ')
}
