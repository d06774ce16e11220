import { errorMessages } from '@gk/contract'
import { AppError } from '../../kernel/app-error.ts'
import type { RequestContext } from '../../http/context.ts'
import type { ToolDefinition, ToolOutput } from './ai-tool-kit.ts'
import {
  admissionHistoryTool,
  batchLinesTool,
  majorFactsTool,
  occupationsByHollandTool,
  rankToScoreTool,
  schoolFactsTool,
  schoolSearchTool,
  scoreToRankTool,
} from './ai-tools-lookup.ts'
import { provinceRulesTool, subjectRequirementTool } from './ai-tools-planning.ts'
import { schoolLinesTool } from './ai-tools-premise.ts'
import { enrollmentPlansTool, majorGroupsTool, majorLinesTool } from './ai-tools-plans.ts'
import { admissionProbabilityTool, wishRecommendTool } from './ai-tools-wish.ts'
import { majorRequirementsTool, planDetailsTool, specialPlansTool } from './ai-tools-plans-special.ts'
import { autoTableTool, schoolStrengthsTool } from './ai-tools-table.ts'
import { collegePlanFactsTool } from './ai-tools-plan-facts.ts'
import { linesByYearTool } from './ai-tools-lines.ts'
import { majorRankingTool } from './ai-tools-major-rank.ts'
import { myAssessmentsTool, myProfileTool, myWishTablesTool, wishTableAnalysisTool } from './ai-tools-user.ts'

/** The ONE tool registry both engines use. */
export const aiTools: readonly ToolDefinition[] = [
  scoreToRankTool,
  rankToScoreTool,
  schoolSearchTool,
  schoolFactsTool,
  admissionHistoryTool,
  schoolLinesTool,
  admissionProbabilityTool,
  wishRecommendTool,
  enrollmentPlansTool,
  majorGroupsTool,
  majorLinesTool,
  majorFactsTool,
  majorRankingTool,
  occupationsByHollandTool,
  batchLinesTool,
  provinceRulesTool,
  subjectRequirementTool,
  specialPlansTool,
  planDetailsTool,
  collegePlanFactsTool,
  linesByYearTool,
  majorRequirementsTool,
  schoolStrengthsTool,
  autoTableTool,
  myProfileTool,
  myWishTablesTool,
  wishTableAnalysisTool,
  myAssessmentsTool,
]

const byName = new Map(aiTools.map((t) => [t.name, t]))

export type ToolRun =
  { name: string; args: Record<string, unknown>; ok: true; output: ToolOutput } | { name: string; args: Record<string, unknown>; ok: false; error: string }

/**
 * Runs a tool by name. Arguments are parsed by the tool's own schema first (whatever a model or a
 * crafted question produced, nothing runs unvalidated); failures come back as data, never thrown,
 * so an engine can say plainly that the data is missing.
 */
export async function runTool(name: string, rawArgs: unknown, ctx: RequestContext): Promise<ToolRun> {
  const args = (typeof rawArgs === 'object' && rawArgs !== null ? rawArgs : {}) as Record<string, unknown>
  const tool = byName.get(name)
  if (!tool) return { name, args, ok: false, error: `没有名为 ${name} 的工具` }
  const parsed = tool.schema.safeParse(args)
  if (!parsed.success) return { name, args, ok: false, error: '工具参数不正确' }
  try {
    return { name, args, ok: true, output: await tool.run(parsed.data, ctx) }
  } catch (error) {
    if (error instanceof AppError) return { name, args, ok: false, error: error.hasOwnMessage ? error.message : errorMessages[error.code] }
    ctx.log.warn({ err: error, tool: name }, 'ai tool failed')
    return { name, args, ok: false, error: '数据暂时无法读取' }
  }
}
