import type { z } from 'zod'
import { z as zod } from 'zod'

/** The subset of JSON Schema that zod's `toJSONSchema` emits for our contract inputs. */
export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  minimum?: number
  exclusiveMinimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  pattern?: string
  default?: unknown
}

export function schemaOf(input: z.ZodType): JsonSchema {
  try {
    return zod.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema
  } catch {
    return {}
  }
}

// values that satisfy the usual patterns of the contract (mobiles, codes, passwords, years)
const PATTERN_CANDIDATES = ['13800138000', '123456', 'abc12345', '2026', '32', 'a', 'A1', '2026-06-25', 'https://example.com/a.png']

/** A plausible valid value for a schema, so mutations reach past the first validation failure. */
export function sampleOf(schema: JsonSchema, key = '', overrides: (key: string) => unknown = () => undefined): unknown {
  const forced = overrides(key)
  if (forced !== undefined) return forced
  if (schema.const !== undefined) return schema.const
  if (schema.enum?.length) return schema.enum[0]
  const alternative = schema.anyOf ?? schema.oneOf
  if (alternative?.length) return sampleOf(alternative.find((a) => a.type !== 'null') ?? alternative[0]!, key, overrides)
  if (schema.allOf?.length) return sampleOf(schema.allOf[0]!, key, overrides)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [name, prop] of Object.entries(schema.properties ?? {})) out[name] = sampleOf(prop, name, overrides)
      return out
    }
    case 'array': {
      const n = Math.max(1, schema.minItems ?? 1)
      return Array.from({ length: n }, () => sampleOf(schema.items ?? {}, key, overrides))
    }
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1)
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER)
    }
    case 'boolean':
      return true
    case 'string': {
      const min = schema.minLength ?? 1
      if (schema.pattern) {
        const re = new RegExp(schema.pattern)
        const hit = PATTERN_CANDIDATES.find((c) => re.test(c))
        if (hit) return hit
      }
      return 'a'.repeat(Math.max(min, 1))
    }
    default:
      return schema.default ?? 'a'
  }
}

const deep = (depth: number, open: string, close: string, leaf = '1') => open.repeat(depth) + leaf + close.repeat(depth)

/** Hostile field values: wrong types, extremes, unicode, injection text. Raw JSON fragments. */
export const HOSTILE_VALUES: ReadonlyArray<readonly [label: string, json: string]> = [
  ['null', 'null'],
  ['object', '{"a":{"b":[1,2,{"c":"d"}]}}'],
  ['array', '[1,"2",null,{}]'],
  ['bool', 'true'],
  ['negative', '-1'],
  ['huge-number', '1e308'],
  ['unsafe-int', '9007199254740993'],
  ['fraction', '0.5'],
  ['number-as-string', '"12345678901234567890"'],
  ['empty-string', '""'],
  ['huge-string', JSON.stringify('志'.repeat(60_000))],
  ['long-ascii', JSON.stringify('A'.repeat(200_000))],
  ['unicode', JSON.stringify('𠮷😀\u0000\u202e\ufffe\ud800x\u3000 ')],
  ['sql', JSON.stringify("' OR 1=1; DROP TABLE users; -- \\")],
  ['sql-union', JSON.stringify('1 UNION SELECT token_hash FROM sessions')],
  ['script', JSON.stringify('<script>alert(1)</script><img src=x onerror=alert(1)>')],
  ['path', JSON.stringify('../../../../etc/passwd%00')],
  ['proto', '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'],
  ['deep-array', deep(3000, '[', ']')],
  ['deep-object', deep(3000, '{"a":', '}')],
]

/** Whole bodies that are not the expected object at all. */
export const HOSTILE_BODIES: ReadonlyArray<readonly [label: string, raw: string]> = [
  ['body-array', '[]'],
  ['body-string', '"x"'],
  ['body-number', '42'],
  ['body-null', 'null'],
  ['body-deep', deep(5000, '[', ']')],
  ['body-proto', '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}'],
  ['body-truncated', '{"a":'],
]

/** A small seeded RNG (mulberry32): the same cases on every run, so a failure reproduces. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Raw JSON bodies for one endpoint: whole-body cases, then each field replaced by hostile values. */
export function hostileBodies(schema: JsonSchema, perEndpoint: number, random: () => number): Array<[string, string]> {
  const base = sampleOf(schema)
  const cases: Array<[string, string]> = HOSTILE_BODIES.map(([l, raw]) => [l, raw])
  const fields = base && typeof base === 'object' && !Array.isArray(base) ? Object.keys(base) : []
  // an unknown extra field too: strict schemas must refuse it cleanly, loose ones ignore it
  const targets = [...fields, 'Unexpected$Field']
  const baseObject = (base && typeof base === 'object' ? base : {}) as Record<string, unknown>
  for (let i = 0; cases.length < perEndpoint; i++) {
    const field = targets[i % targets.length]!
    const [label, json] = HOSTILE_VALUES[Math.floor(random() * HOSTILE_VALUES.length)]!
    const rest = { ...baseObject }
    delete rest[field]
    const prefix = JSON.stringify(rest).slice(0, -1)
    cases.push([`${field}=${label}`, `${prefix}${prefix.length > 1 ? ',' : ''}${JSON.stringify(field)}:${json}}`])
  }
  cases.push(['valid-sample', JSON.stringify(base ?? {})])
  return cases
}
