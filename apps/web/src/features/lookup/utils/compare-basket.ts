export const COMPARE_MAX = 4
const KEY = 'compareSchools'

export type BasketItem = { SchoolId: string; SchoolName: string }

// the app's typed storage keys are the spec's; this list is the lookup feature's own
/** The colleges picked for comparison, kept across pages (and reloads) in local storage. */
export const compareBasket = {
  get(): BasketItem[] {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
      return Array.isArray(parsed) ? (parsed as BasketItem[]).slice(0, COMPARE_MAX) : []
    } catch {
      return []
    }
  },
  set(items: BasketItem[]): void {
    try {
      localStorage.setItem(KEY, JSON.stringify(items.slice(0, COMPARE_MAX)))
    } catch {
      // private mode: the basket lives for this page only
    }
  },
  toggle(item: BasketItem): BasketItem[] {
    const items = compareBasket.get()
    const next = items.some((i) => i.SchoolId === item.SchoolId)
      ? items.filter((i) => i.SchoolId !== item.SchoolId)
      : items.length < COMPARE_MAX
        ? [...items, item]
        : items
    compareBasket.set(next)
    return next
  },
}
