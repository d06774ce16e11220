/**
 * 文/理 → 3+1+2 succession by label (理科 → 物理类, 文科 → 历史类) for the lookup modules, which may not
 * import the wish module where the rule is stated (wish/province-catalog `successorLabelOf`); the
 * test beside this file keeps the two equal.
 */
export const successorLabel: ReadonlyMap<string, string> = new Map([
  ['理科', '物理类'],
  ['文科', '历史类'],
])
export const predecessorLabel: ReadonlyMap<string, string> = new Map([...successorLabel].map(([old, next]) => [next, old]))
