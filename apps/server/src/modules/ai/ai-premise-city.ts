import type { RequestContext } from '../../http/context.ts'
import type { Lexicon } from './ai-lexicon.ts'
import type { Entities } from './ai-nlu.ts'
import { cityNames } from './ai-place-names.ts'
import { collegePlace } from './ai-college-extras.repository.ts'

/**
 * A college put in a city it is not in, on the way to another question (ADR 162): 「福州的厦门大学今年投档线多少」,
 * 「想留在福州读，福州那个厦门大学要几分」, 「厦门大学在福州吧，…」. The city is said right before the college's name (with
 * 的/那个/那所 between) or after it (在/位于 …); the college's own city, from the institutions table, corrects it and the
 * answer goes on with the college asked. A city that is the college's own, or a campus's (a second campus in that city
 * is the college's there too: 山东大学 in 威海), is no premise.
 */
const TIE_BEFORE = '(?:的|那个|那所|这个|这所|那家|那边的|这边的|那边|本地的)?'
const TIE_AFTER = '(?:是)?(?:在|位于|坐落在|设在)'

export async function cityPremise(ctx: RequestContext, question: string, e: Entities, lexicon: Lexicon): Promise<string | null> {
  if (e.schools.length !== 1) return null
  const school = e.schools[0]!
  const text = question.replace(/\s+/g, '')
  const named = cityNames().filter((c) => text.includes(c))
  if (!named.length) return null
  const forms = namesOf(school.id, school.name, lexicon).filter((f) => text.includes(f))
  const said = named.filter((c) => !forms.some((f) => f.includes(c)))
  const tied = said.find((c) => forms.some((f) => new RegExp(`${c}(?:市)?${TIE_BEFORE}${f}`).test(text) || new RegExp(`${f}${TIE_AFTER}${c}`).test(text)))
  if (!tied) return null
  const place = await collegePlace(ctx.db, school.id)
  const own = place?.city?.replace(/(市|地区|自治州|盟)$/, '')
  if (!own || own === tied || own.startsWith(tied)) return null
  // a campus there (山东大学（威海）, 厦门大学's 漳州校区 in its address) is the college's there too
  if ((place!.campus_cities ?? '').split(',').some((c) => c.replace(/市$/, '') === tied) || (place!.address ?? '').includes(tied)) return null
  const province = lexicon.provinces.find((p) => p.code === school.provinceCode)?.shortName ?? ''
  // the data's place, said as the data's: a campus the data does not list is left to the college's own word
  return `更正一下：按本应用的院校数据，${school.name}在${province === own ? '' : province}${own}市，不在${tied}（若它在${tied}另有校区，以学校公布的为准）。下面按${school.name}回答。`
}

/** The surface forms of one college the lexicon knows (its full name, short names, aliases), longest first. */
function namesOf(id: string, name: string, lexicon: Lexicon): string[] {
  const forms = [name]
  for (const [form, hit] of lexicon.phrases) if (hit.kind === 'school' && hit.school.id === id && form !== name) forms.push(form)
  return forms.sort((a, b) => b.length - a.length)
}
