import type { Analysis, UnitRow } from '@gk/contract'
import { chanceText, checkWishTable, LINE_GAP_NO_CHANCE, simulateWishTableSteps, type SimulationWish, type WishTableEntry, normaliseMajor } from '@gk/domain'
import { assessFew } from '../recommend/assess-cache.ts'
import type { Candidate } from '../profile/candidate.ts'
import type { BatchContext } from '../recommend/recommend.ts'
import type { IndexedUnit } from '../units/unit-index.ts'
import { toRow } from '../recommend/unit-rows.ts'
import { runInTurns } from '../../../kernel/in-turns.ts'

export type DraftWish = { UnitId: string; MajorNames: string[]; IsAdjustmentAccepted: boolean }

/** 约93%, or ≥99% / ≤1% as the lists say it: the simulation's tails are not certainties (never 约100%). */
const pct = (x: number) => {
  const text = chanceText(x)
  return /^[≥≤]/.test(text) ? text : `约${text}`
}

/**
 * The engine's check (findings at positions) and 平行志愿 simulation of a table, with the one-tap
 * order fix (least likely first, so no later wish is shadowed by a safer earlier one). The 4,000 draws
 * run in steps with the event loop given up between them (issue 33: tens of ms in one go under load).
 */
export async function analyseTable(
  bc: BatchContext,
  candidate: Candidate,
  wishes: readonly DraftWish[],
  withForecast = true,
): Promise<{ rows: (UnitRow | null)[]; analysis: Analysis }> {
  const units = wishes.map((w) => bc.batch.byId.get(w.UnitId) ?? null)
  const known = units.filter((u): u is IndexedUnit => u !== null)
  const assessed = new Map(assessFew(known, candidate, bc.batchIds, bc.batch).map((a) => [a.unit.id, a]))
  const rows = units.map((u) => {
    if (!u) return null
    const a = assessed.get(u.id)!
    return toRow(u, { rank: candidate.rank!, probability: a.probability, status: a.status, withForecast, reasons: a.reasons })
  })
  const majorUnit = (u: IndexedUnit, name: string) => bc.batch.majorUnitsById.get(`m:${u.school.id}:${normaliseMajor(name)}`)
  const entries: WishTableEntry[] = wishes.map((w, i) => {
    const u = units[i]
    const p = u ? assessed.get(u.id)?.probability : null
    const majors = u ? w.MajorNames.map((m) => majorUnit(u, m)) : []
    const majorProbabilities =
      majors.every((m) => m !== undefined) && majors.length > 0 ? assessFew(majors, candidate, bc.batchIds, bc.batch).map((a) => a.probability ?? 0) : undefined
    return {
      unitId: w.UnitId,
      batchId: bc.batchPolicy.id,
      ...(u ? { subjectType: u.prepared.subjectType, requirement: u.prepared.requirement } : {}),
      majorIds: bc.batchPolicy.fillingMode === 'major' ? [] : w.MajorNames,
      isAdjustmentAccepted: w.IsAdjustmentAccepted,
      ...(p !== null && p !== undefined ? { probability: p } : {}),
      ...(majorProbabilities ? { majorProbabilities } : {}),
    }
  })
  const findings: Analysis['Findings'] = checkWishTable(
    entries,
    candidate.policy,
    { subjectCombo: candidate.combo, batchIds: bc.batchIds },
    { riskAppetite: candidate.record.riskAppetite },
  ).map((f) => ({
    Severity: f.severity,
    Position: f.position,
    Code: f.code,
    Message: f.message,
  }))
  findings.push(...noMajorFindings(bc, wishes))
  units.forEach((u, i) => {
    if (!u)
      findings.push({ Severity: 'fatal', Position: i + 1, Code: 'unknown-unit', Message: `第${i + 1}志愿在${bc.index.year}年数据中找不到，请删除或重新选择` })
  })
  const simWishes: SimulationWish[] = []
  const simIndex: number[] = []
  wishes.forEach((w, i) => {
    const u = units[i]
    if (!u?.prepared.line) return
    const majors = w.MajorNames.map((m) => majorUnit(u, m)).filter((m): m is IndexedUnit => m?.prepared.line != null)
    simWishes.push({
      unitId: u.id,
      line: u.prepared.line,
      ...(bc.batchPolicy.fillingMode !== 'major' && majors.length > 0
        ? { majors: majors.map((m) => ({ majorId: m.majorName ?? m.id, line: m.prepared.line! })) }
        : {}),
      isAdjustmentAccepted: w.IsAdjustmentAccepted,
    })
    simIndex.push(i)
  })
  const sim = await runInTurns(
    simulateWishTableSteps({ rank: candidate.rank!, fillingMode: bc.batchPolicy.fillingMode, wishes: simWishes }, { draws: 4000, seed: 42 }),
  )
  const landing = wishes.map((w) => ({ UnitId: w.UnitId, Landing: 0, Adjusted: 0, Returned: 0 }))
  sim.wishes.forEach((o, k) => {
    landing[simIndex[k]!] = { UnitId: o.unitId, Landing: o.landing, Adjusted: o.adjusted, Returned: o.returned }
  })
  const hasOrderProblem = findings.some((f) => f.Code === 'order')
  const chanceOf = (i: number) => {
    const u = units[i]
    return u ? (assessed.get(u.id)?.probability ?? -1) : -1
  }
  const suggested = hasOrderProblem
    ? wishes
        .map((w, i) => ({ id: w.UnitId, p: chanceOf(i), i }))
        .sort((a, b) => a.p - b.p || a.i - b.i)
        .map((x) => x.id)
    : null
  const expected = sim.expectedPosition === null ? null : (simIndex[Math.round(sim.expectedPosition) - 1] ?? null)
  const likely = sim.mostLikelyUnitId === null ? null : rows.find((r) => r?.UnitId === sim.mostLikelyUnitId)
  const likelyAt = likely ? (landing.find((l) => l.UnitId === likely.UnitId)?.Landing ?? 0) : 0
  const likelyName = likely ? `${likely.SchoolName}${likely.GroupCode ? ` 第${likely.GroupCode}组` : ''}${likely.MajorName ? ` ${likely.MajorName}` : ''}` : ''
  const sorted = findings.sort((a, b) => (a.Position ?? Infinity) - (b.Position ?? Infinity))
  // placed by 线差 (no rank, ADR 165): the checks and the tiers hold, the simulated rates are not shown to anyone
  const byLineGap = candidate.scoreLine != null || known.some((u) => u.isScoreLine)
  if (!withForecast || byLineGap) {
    // the free tier (ADR 045): the checks of the table for everyone, its chances for members
    return {
      rows,
      analysis: {
        Findings: sorted,
        Landing: landing.map((l) => ({ ...l, Landing: 0, Adjusted: 0, Returned: 0 })),
        NoAdmission: 0,
        Returned: 0,
        Admitted: 0,
        ExpectedPosition: null,
        MostLikelyUnitId: null,
        SuggestedOrder: suggested,
        Summary:
          wishes.length === 0
            ? '志愿表为空'
            : byLineGap
              ? `共${wishes.length}个志愿；${LINE_GAP_NO_CHANCE}，也不估算滑档风险：请看每个志愿的冲稳保分档和线差，并留足保底`
              : `共${wishes.length}个志愿；录取概率、滑档风险和最可能的录取去向为会员功能`,
        Draws: sim.draws,
        ChancesHidden: true,
        ...(byLineGap ? { ByLineGap: true } : {}),
      },
    }
  }
  const summary =
    wishes.length === 0
      ? '志愿表为空'
      : `被本批次录取的概率${pct(sim.admitted)}，滑档风险${pct(sim.noAdmission)}` +
        (sim.returned > 0.005 ? `，退档风险${pct(sim.returned)}` : '') +
        // 「最可能录取」 only for a wish more likely than not; below that the landing is spread out
        (likely ? (likelyAt >= 0.5 ? `；最可能录取：${likelyName}` : `；录取去向较分散，落在${likelyName}的可能最大（${pct(likelyAt)}）`) : '')
  return {
    rows,
    analysis: {
      Findings: sorted,
      Landing: landing,
      NoAdmission: sim.noAdmission,
      Returned: sim.returned,
      Admitted: sim.admitted,
      ExpectedPosition: expected === null ? null : expected + 1,
      MostLikelyUnitId: sim.mostLikelyUnitId,
      SuggestedOrder: suggested,
      Summary: summary,
      Draws: sim.draws,
    },
  }
}

/**
 * Wishes without a chosen major where a wish holds several (专业组, 院校): admitted only through 调剂.
 * The analysis says so itself, in one finding, so it never reads 「没有发现问题」 above the save's warnings.
 */
function noMajorFindings(bc: BatchContext, wishes: readonly DraftWish[]): Analysis['Findings'] {
  if (bc.batchPolicy.fillingMode === 'major' || bc.batchPolicy.maxMajorsPerWish <= 1) return []
  const none = wishes.flatMap((w, i) => (w.MajorNames.length === 0 ? [i + 1] : []))
  if (none.length === 0) return []
  const positions = `第${none.slice(0, 8).join('、')}${none.length > 8 ? `等${none.length}个` : ''}志愿`
  return [
    {
      Severity: 'warning',
      Position: none[0]!,
      Code: 'no-major',
      Message: `${positions}未选择专业：服从调剂时可录取到组内任一专业，不服从调剂可能被退档`,
    },
  ]
}
