import type { Subject } from '../types.ts'

// the one place the app spells the 选考科目: full names in sentences and tables, one character in combos like 物化生
const labels: Readonly<Record<Subject, { readonly full: string; readonly short: string }>> = {
  physics: { full: '物理', short: '物' },
  chemistry: { full: '化学', short: '化' },
  biology: { full: '生物', short: '生' },
  politics: { full: '思想政治', short: '政' },
  history: { full: '历史', short: '史' },
  geography: { full: '地理', short: '地' },
  technology: { full: '技术', short: '技' },
}

const known = (code: string): code is Subject => Object.hasOwn(labels, code)

/**
 * Chinese label of a subject; a code the app does not know (stored data, a client) is shown as it is.
 *
 * @example
 * subjectLabel('physics') //=> '物理'
 */
export function subjectLabel(subject: Subject | (string & {})): string {
  return known(subject) ? labels[subject].full : subject
}

/**
 * One-character label of a subject, as combos are written.
 *
 * @example
 * ['physics', 'chemistry', 'biology'].map(subjectShortLabel).join('') //=> '物化生'
 */
export function subjectShortLabel(subject: Subject | (string & {})): string {
  return known(subject) ? labels[subject].short : subject
}
