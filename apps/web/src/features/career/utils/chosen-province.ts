const KEY = 'gk-select-exam-province'

/** The province the 选科 pages use: an explicit choice kept on this device, else the student's, else 河北. */
export function chosenProvince(studentProvinceId: number | null | undefined): number {
  try {
    const stored = Number(localStorage.getItem(KEY))
    if (stored >= 11 && stored <= 82) return stored
  } catch {
    // storage unavailable: fall through
  }
  return studentProvinceId ?? DEFAULT_PROVINCE_ID
}

export function chooseProvince(id: number): void {
  try {
    localStorage.setItem(KEY, String(id))
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

/** 河北: a 3+1+2 province with a full plan book in the dataset. */
export const DEFAULT_PROVINCE_ID = 13

/** '62.5%' from a 0–1 share. */
export function percent(share: number | null): string {
  return share === null ? '—' : `${(share * 100).toFixed(1)}%`
}

/** Splits the filter query (comma separated) into names. */
export function splitNames(value: string | null): string[] {
  return (value ?? '')
    .split(/[,，、]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 20)
}
