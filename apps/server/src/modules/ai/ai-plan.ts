import type { AiCard, AiSource, AiToolCall } from '@gk/contract'
import type { RequestContext } from '../../http/context.ts'
import type { Entities } from './ai-nlu.ts'
import { runTool, type ToolRun } from './ai-tool-registry.ts'

export type EngineEvent = { type: 'tool'; name: string } | { type: 'delta'; text: string }
export type EngineAnswer = {
  content: string
  sources: AiSource[]
  cards: AiCard[]
  toolCalls: AiToolCall[]
  intent: string | null
  engine: string
  /** the data every successful tool returned (JSON), for the evaluation's grounding check */
  grounding?: string[]
}
export type EngineInput = {
  question: string
  /** earlier turns of this conversation, oldest first */
  history: { role: 'user' | 'assistant'; content: string }[]
  ctx: RequestContext
  emit: (event: EngineEvent) => void
  signal?: AbortSignal
  /** the province the asker's dialect implies (粤语 → 广东, ai-dialect-forms.ts), set when the input is read: a shared short name's cue only */
  spoken?: string | null
}

/**
 * One answer's tool calls: every number the answer shows is read from a ToolRun recorded here,
 * and the sources and cards of the successful runs are what the client shows under the answer.
 */
export class Plan {
  readonly calls: AiToolCall[] = []
  readonly sources: AiSource[] = []
  readonly cards: AiCard[] = []
  readonly outputs: string[] = []
  private profileRun: ToolRun | undefined
  /** tools this answer may not run, and what the caller is told instead (a chance asked for someone else, ADR 156) */
  private withheld: { names: ReadonlySet<string>; reason: string } | null = null
  /** a list asked for someone else (ADR 158): its rows keep their tiers and lines, never a probability */
  probabilityWithheld = false
  constructor(
    readonly ctx: RequestContext,
    private readonly emit: (event: EngineEvent) => void,
  ) {}

  /** Withholds tools from this answer: a call to one fails with the reason, as data (the model reads it and answers without). */
  withhold(names: readonly string[], reason: string) {
    this.withheld = { names: new Set(names), reason }
  }

  async call(name: string, args: Record<string, unknown>): Promise<ToolRun> {
    if (this.withheld?.names.has(name)) {
      this.calls.push({ Name: name, Arguments: args, Ok: false })
      return { name, args, ok: false, error: this.withheld.reason }
    }
    this.emit({ type: 'tool', name })
    const run = await runTool(name, args, this.ctx)
    this.calls.push({ Name: name, Arguments: args, Ok: run.ok })
    if (run.ok) {
      this.outputs.push(JSON.stringify(run.output))
      for (const s of run.output.sources) if (!this.sources.some((x) => x.Label === s.Label)) this.sources.push(s)
      for (const c of run.output.cards)
        if (!this.cards.some((x) => x.Path === c.Path && JSON.stringify(x.Query) === JSON.stringify(c.Query))) this.cards.push(c)
    }
    return run
  }

  /** The signed-in user's saved profile, read once per answer (the readings and the answer share it). */
  async savedProfile() {
    return (this.profileRun ??= await this.call('my_score_profile', {}))
  }

  /** Fills province, 科类 and score from the signed-in user's saved profile when the question lacks them. */
  async withProfile(e: Entities): Promise<Entities> {
    if ((e.province && e.subjectType && (e.score !== null || e.rank !== null)) || !this.ctx.user) return e
    // read once per answer: a reading tried first (ai-assume.ts) and the answer itself both apply the profile
    const run = await this.savedProfile()
    if (!run.ok || !run.output.data.HasProfile) return e
    const p = run.output.data as { ProvinceId: number; ProvinceName: string; SubjectTypeName: string; Score: number; Subjects?: string[] }
    const sameProvince = !e.province || e.province.id === p.ProvinceId
    return {
      ...e,
      province: e.province ?? { id: p.ProvinceId, code: String(p.ProvinceId), name: p.ProvinceName, shortName: p.ProvinceName, slug: '' },
      // a track implied by the 选科 gives way to the saved 综合 of a 3+3 province (ADR 134)
      subjectType:
        e.subjectType && !(e.trackOfSubjects && sameProvince && p.SubjectTypeName === '综合') ? e.subjectType : sameProvince ? p.SubjectTypeName : null,
      score: e.score ?? (sameProvince && e.rank === null ? p.Score + (e.scoreDelta ?? 0) : null),
      // the saved 选科, so a probability is not estimated on a guessed combination
      subjects: e.subjects.length || !sameProvince ? e.subjects : (p.Subjects ?? []),
    }
  }
}

export type Data = Record<string, unknown>
export const dataOf = (run: ToolRun): Data | null => (run.ok ? run.output.data : null)
export const failureOf = (run: ToolRun) => (run.ok ? '' : run.error)
