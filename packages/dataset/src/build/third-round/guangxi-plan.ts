import { subjectRequirementColumn } from '../../subjects/subject-requirement-column.ts'
import { noteVocationalName } from '../accumulator.ts'
import { cleanMajorName } from '../majors.ts'
import { toTuition } from '../num.ts'
import type { Row } from '../write-tables.ts'
import { SRC3 } from './sources.ts'
import { type Ctx, cellInt, cellText, resolveUnit } from './unit-rows.ts'

type Rec = Record<string, string>
const GUANGXI = '45'
/** Remarks can list every major of a 试验班; the plan row keeps the start (with the PDF page for the rest). */
const NOTE_CHARS = 80

/** "物理" + "化学 + 生物" → "首选物理，再选化学+生物" (the book prints the two parts in separate columns, spacing varies). */
export function guangxiRequirement(first: string | undefined, second: string | undefined): string | null {
  const f = cellText(first)
  if (!f) return null
  const s = (cellText(second) ?? '不限').replace(/\s+/g, '')
  return `首选${f}，再选${s === '不' ? '不限' : s}`
}

/**
 * 广西 2026 招生计划 (the official plan book, transcribed): one row per major inside a 专业组. Seats
 * given as a label ("不编制分省计划", "以高校公布计划为准") stay empty with the label in notes.
 */
export function readGuangxiPlan(rows: Rec[], ctx: Ctx): Row[] {
  const out: Row[] = []
  for (const r of rows) {
    const subject = r.subjectType === '物理类' || r.subjectType === '历史类' ? r.subjectType : null
    if (!subject) continue
    const code = cellText(r.schoolCode)
    const id = resolveUnit(ctx, GUANGXI, r.schoolName ?? '', code, SRC3.guangxi)
    if (!id) continue
    const batch = r.batchName ?? ''
    const level = /高职|高专|专科/.test(batch) ? '专科' : '本科'
    const major = cellText(r.majorName)
    if (level === '专科' && major) noteVocationalName(ctx.acc, cleanMajorName(major), SRC3.guangxi)
    const seats = cellInt(r.planCount)
    // Duration and fee open most remarks ("4 年,5000 元/年,…"); they are columns of their own.
    const remarks = cellText((r.remarks ?? '').replace(/^\s*\d+\s*年\s*[,，]\s*[\d.]+\s*元\s*\/\s*年\s*[,，]?\s*/, ''))
    const notes = [
      seats === null ? cellText(r.planCount) : null,
      remarks && remarks.length > NOTE_CHARS ? `${remarks.slice(0, NOTE_CHARS)}…` : remarks,
      r.pdfPage ? `PDF p.${r.pdfPage}` : null,
    ]
    const requirement = guangxiRequirement(r.firstSubject, r.secondSubject)
    out.push({
      province_code: GUANGXI,
      year: cellInt(r.year) ?? 2026,
      subject_type: subject,
      batch,
      level,
      institution_id: id,
      institution_name: r.schoolName,
      provincial_code: code,
      major_group: cellText(r.majorGroupCode),
      major_code: cellText(r.majorCode),
      major_name: major,
      plan_count: seats,
      years: cellInt(r.durationYears),
      tuition: toTuition(r.tuitionPerYear, cellInt),
      requirement_text: requirement,
      subject_requirement: subjectRequirementColumn(requirement, '3+1+2'),
      notes: notes.filter(Boolean).join('；'),
      source_id: SRC3.guangxi,
      quality: 'third-party',
      // The classifier reads batch and major itself; the remark's list of member majors (音乐表演 …) says nothing about the route.
      plan_remark: (remarks ?? '').replace(/包含专业[:：].*$/, ''),
    })
  }
  return out
}
