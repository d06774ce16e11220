import type { RiasecType } from '../assessment/score-holland.ts'

/** The six Holland (RIASEC) interest types, in the standard order, with the names Chinese reports use. */
export const HOLLAND_TYPES: readonly { readonly code: RiasecType; readonly name: string }[] = [
  { code: 'R', name: '现实型' },
  { code: 'I', name: '研究型' },
  { code: 'A', name: '艺术型' },
  { code: 'S', name: '社会型' },
  { code: 'E', name: '企业型' },
  { code: 'C', name: '常规型' },
]

/** "R" → "现实型"; undefined for a letter that is not a Holland type. */
export function hollandName(code: string): string | undefined {
  return HOLLAND_TYPES.find((t) => t.code === code.toUpperCase())?.name
}

/** "现实型" → "R"; 事务型 is the other common name of 常规型 (C). */
export function hollandCodeOfName(name: string): RiasecType | undefined {
  if (name === '事务型') return 'C'
  return HOLLAND_TYPES.find((t) => t.name === name)?.code
}
