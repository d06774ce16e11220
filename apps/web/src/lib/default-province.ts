/**
 * Default province: the stored province if it is in the list, else the global default
 * if present (and in the list), else the first entry; undefined for an empty list.
 */
export function pickDefaultProvince<T extends { ID: number }>(
  list: readonly T[],
  storedId: number | null | undefined,
  globalDefaultId?: number | null,
): T | undefined {
  const byId = (id: number | null | undefined) => (id == null ? undefined : list.find((p) => p.ID === id))
  return byId(storedId) ?? byId(globalDefaultId) ?? list[0]
}
