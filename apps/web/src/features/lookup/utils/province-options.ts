/** The province filter of the screening pages: 全部 first, then every province by its short name (河南省 → 河南), valued by id. */
export function provinceFilterOptions(provinces: readonly { ID: number; Name: string }[]): { label: string; value: string }[] {
  return [{ label: '全部', value: '' }, ...provinces.map((p) => ({ label: p.Name.replace(/(省|市|自治区|壮族|回族|维吾尔)+$/u, ''), value: String(p.ID) }))]
}
