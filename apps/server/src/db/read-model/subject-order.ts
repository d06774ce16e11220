/** Subject types in the order students look for them, shared by the lookup modules. */
const SUBJECT_ORDER = ['物理类', '历史类', '综合', '理科', '文科']
export function sortSubjectTypes(types: Iterable<string>): string[] {
  const rank = (t: string) => {
    const i = SUBJECT_ORDER.indexOf(t)
    return i < 0 ? SUBJECT_ORDER.length : i
  }
  return [...new Set(types)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'zh-Hans-CN'))
}
