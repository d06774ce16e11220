/** 「广西大学152组」, 「上海大学11901组」, 「南昌大学第504组」, 「第22专业组」: the group a question names by its code */
export const groupCodeAsked = (question: string) => /(?<![\dA-Za-z])([A-Za-z]?\d{1,6}[A-Za-z]?)\s*(?:专业)?组/.exec(question)?.[1]

const bare = (code: string) => code.replace(/^0+(?=.)/, '').toLowerCase()

/**
 * Whether a group's code (「海南大学(22)」 as a plan names it, 600122 as 海南's admission rows code it, 152) is the code
 * asked: the same number, or the asked one or two digits as the last two of a code with the college's code in front.
 */
export function isGroupAsked(groupCode: string, asked: string): boolean {
  const own = bare(/\(([^()]+)\)\s*$/.exec(groupCode)?.[1] ?? groupCode)
  const want = bare(asked)
  if (own === want) return true
  return /^\d{1,2}$/.test(want) && /^\d{5,}$/.test(own) && own.endsWith(want.padStart(2, '0'))
}
