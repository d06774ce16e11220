/**
 * The route a published unit line names besides the unit itself (issue 30 item 1, ADR 082): a 医科 track filed
 * separately, a 分类投档 lane, another 校区, a 高收费 or 中外合作 class. A line with such a label is that route's line,
 * so it only continues a unit of the same route; an ordinary unit (and the institution line an ordinary group borrows)
 * is read from the unlabelled rows.
 */
import type { ResultRow } from './rows.ts'

// the wordings of each route, as the sources write them (ROUTE_LABEL of labelled-outliers.ts, by route)
const ROUTES: readonly [string, RegExp][] = [
  ['医科', /医科|医学类/],
  ['分类投档', /分类投档/],
  // the main campus (主校区, 本部) is the institution's own line, not another route
  ['校区', /(?<!主)校区|分校/],
  ['高收费', /高收费/],
  ['中外合作', /中外合作|合作办学/],
]

/**
 * The route words of a row's group wording ('医科+分类投档'), or undefined for an ordinary line. Only the part
 * that names the line is read: the institution's own name is left out (哈尔滨医科大学 is not a 医科 route), and so
 * is the part before the first `|` where a source writes "<school><year><province><batch>|<line>", and what a main
 * campus includes. Major rows are
 * not labelled: at the major level the words name the major itself, a unit of its own.
 */
export function routeLabel(r: Pick<ResultRow, 'unit_level' | 'institution_name' | 'major_group'>): string | undefined {
  if (r.unit_level === 'major' || !r.major_group) return undefined
  const bar = r.major_group.indexOf('|')
  // 「主校区（含开发区校区）」: what a campus includes is not another route
  const text = (bar >= 0 ? r.major_group.slice(bar + 1) : r.major_group)
    .split(r.institution_name)
    .join(' ')
    .replace(/[（(]含[^）)]*[）)]/g, '')
  const found = ROUTES.filter(([, re]) => re.test(text)).map(([name]) => name)
  return found.length > 0 ? found.join('+') : undefined
}
