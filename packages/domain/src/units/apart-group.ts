/**
 * A group whose line is not the college's ordinary line, although it stays an ordinary unit (ADR 114). 湖北 2026 武汉科技大学
 * 物理类 第10组 is the college's 护理 group: the official table's 备注 says 护理类, it scored 573 where the college's other
 * ordinary groups start at 576, and it was shown as 「武科大最低573」. Anyone of the track may fill it, so its plan type
 * stays 普通类 (its own unit, its own line); but a college's lowest line is the bar for getting into the college at all, and
 * a one-discipline group that few candidates want, or one that only some may fill, does not set that bar.
 *
 * Remarks that need an eligibility (定向, 公费师范, 少数民族/民族班, 预科, 专项, 中外合作) are plan types already
 * (classify-plan-type.ts); the classes here are the restrictions a plan type does not carry.
 */
import type { ResultRow } from './rows.ts'

/** The restricted-group classes, by the wording a source prints in the group's label or remark. */
export const APART_GROUP_CLASSES: readonly (readonly [string, RegExp])[] = [
  // 护理/助产 filed as a group of its own (湖北 备注 护理类, 江西 第NNN组(护理类组), 安徽 医学护理类); 医护类 mixes medicine in and stays
  ['护理类', /护理|助产/],
  // a lane for one sex (只招男生, 限招女生, 公安/司法 提前批 男生/女生 lines)
  ['限性别', /[只限]招?[男女]|男生|女生/],
  // a body condition the candidate must meet (无色弱色盲, 身高165cm及以上)
  ['身体条件', /色盲|色弱|身高|视力|体检/],
  // a dearer class filed apart (较高收费)
  ['高收费', /高收费/],
  // a group only candidates of one locality may fill (ADR 121): 福建 华侨大学（面向厦门）, 湖北 （面向荆门）, 限XX考生, 本地区;
  // 面向全省/全国 is everyone, 面向农村/城乡/零就业家庭… is a special plan's eligibility (a plan type already)
  [
    '限地区',
    /面向(?!全国|全省|本省$|农村|城乡|乡村|零就业|贫困|脱贫|革命|退役|少数民族|[^，,；;）)\s]*(?:家庭|学生|子女))[\u4e00-\u9fa5]{2,8}|[限仅只]招?[\u4e00-\u9fa5]{2,8}(?:籍|户籍)?考生|本地区|定向(?!培养军士)[\u4e00-\u9fa5]{2,}|地方专项/,
  ],
]

/** the classes a college's bracketed sub-name may carry (「华侨大学（面向厦门）」): a locality, never its name's words */
const BRACKET_CLASSES = new Set(['限地区'])

/** A restricted group's class and the words its source printed for it (「面向厦门」 of 「华侨大学（面向厦门）」, 「护理」). */
export type ApartGroup = { class: string; printed: string }

/**
 * The restricted class a group- or institution-level row's own label names (its group wording and name, without the
 * college's name: 江苏护理职业学院 is no 护理 group), or null; a locality also from the bracket of the row's college name
 * (「华侨大学（面向厦门）」, a 院校代码 of its own). Major rows are never apart: a major is a unit of its own. The words
 * matched come with the class, so a reader names the group as printed without reading the label again (ADR 130).
 */
export function apartGroup(r: Pick<ResultRow, 'unit_level' | 'institution_name' | 'major_group' | 'major_name'>): ApartGroup | null {
  if (r.unit_level === 'major') return null
  const base = r.institution_name.replace(/[（(][^（）()]*[）)]/g, '')
  const text = `${r.major_group ?? ''} ${r.major_name ?? ''}`.split(r.institution_name).join(' ').split(base).join(' ')
  const found = (classes: readonly (readonly [string, RegExp])[], where: string): ApartGroup | null => {
    for (const [c, re] of classes) {
      const m = re.exec(where)
      if (m) return { class: c, printed: m[0] }
    }
    return null
  }
  const bracket = (r.institution_name.match(/[（(][^（）()]*[）)]/g) ?? []).join(' ')
  return (
    found(APART_GROUP_CLASSES, text) ??
    found(
      APART_GROUP_CLASSES.filter(([c]) => BRACKET_CLASSES.has(c)),
      bracket,
    )
  )
}

/** The restricted class alone ({@link apartGroup}), or null. */
export function apartGroupClass(r: Pick<ResultRow, 'unit_level' | 'institution_name' | 'major_group' | 'major_name'>): string | null {
  return apartGroup(r)?.class ?? null
}
