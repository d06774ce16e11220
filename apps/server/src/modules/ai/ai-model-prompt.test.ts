import { describe, expect, it } from 'vitest'
import { SYSTEM_PROMPT } from './ai-model-engine.ts'
import { aiTools } from './ai-tool-registry.ts'

/**
 * The model's rule list names its tools (issue 31 item 5): a tool added to the registry without a line saying when to
 * call it is one the model guesses about, and a name the registry lacks is one the model calls in vain.
 */
describe('SYSTEM_PROMPT and the tool registry', () => {
  const named = new Set(SYSTEM_PROMPT.match(/\b[a-z]+(?:_[a-z]+)+\b/g) ?? [])

  it('says when to call every tool the registry has', () => {
    expect(aiTools.map((t) => t.name).filter((name) => !named.has(name))).toEqual([])
  })

  it('names no tool the registry lacks', () => {
    const tools = new Set(aiTools.map((t) => t.name))
    expect([...named].filter((name) => !tools.has(name))).toEqual([])
  })
})
