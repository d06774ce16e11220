import type { Lexicon, SchoolEntry } from './ai-lexicon.ts'
import { localAbbreviations, localiseSchools } from './ai-local-names.ts'
import { recognise, type Entities } from './ai-nlu.ts'
import { byPlaceSaid, byProvinceOf } from './ai-place-names.ts'

/**
 * 「辽宁物理，海事大学计算机得多少分呐？」 then 「那河北那边嘞？」: the earlier turn's shared short name (海事大学: 大连 and 上海)
 * was settled by that turn's province (辽宁 → 大连海事大学, ADR 129), and the follow-up keeps that college while it changes
 * the province. Read again under the new province the short name would be asked (neither is in 河北), so an earlier turn
 * stands for its question with the college it was answered for written out in full. The province is the turn's own, or
 * the nearest earlier turn's (`provinceBefore`, newest first).
 */
export function settledNames(text: string, provinceBefore: string | null, lexicon: Lexicon): string {
  const e = recognise(text, lexicon)
  if (e.schools.length === 0) return text
  const code = e.province?.code ?? provinceBefore
  if (!code) return text
  const settled = byPlaceSaid(text, localiseSchools(text, byProvinceOf(e, code, lexicon), code, lexicon), lexicon)
  // still unsure (no reading in the province): the turn was asked which, and stays as said
  if (settled.unsureName) return text
  let out = text
  for (const school of settled.schools) {
    if (out.includes(school.name)) continue
    const form = formOf(out, school, e, lexicon)
    if (form) out = out.replace(form, school.name)
  }
  return out
}

/** The shared short name of the text that `school` is one reading of (the longest, so 河师大 before 河大); a name only one college has is left. */
function formOf(text: string, school: SchoolEntry, e: Entities, lexicon: Lexicon): string | null {
  const forms = [
    ...(e.unsureName ? [e.unsureName[0]!] : []),
    ...Object.entries(localAbbreviations)
      .filter(([, names]) => names.includes(school.name))
      .map(([form]) => form),
    ...[...(lexicon.shortNames ?? [])]
      .map(([form, n]) => ({ form, all: [...n.national, ...n.local] }))
      .filter(({ all }) => all.length > 1 && all.some((s) => s.id === school.id))
      .map(({ form }) => form),
  ].filter((f) => text.includes(f))
  return forms.sort((a, b) => b.length - a.length)[0] ?? null
}
