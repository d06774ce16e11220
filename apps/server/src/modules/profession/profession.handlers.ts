import { ErrorCode } from '@gk/contract'
import { defineHandlers } from '../../http/endpoint.ts'
import { AppError } from '../../kernel/app-error.ts'
import { referenceLabels, toQuality } from '../../db/read-model/reference-labels.ts'
import type { RequestContext } from '../../http/context.ts'
import { buildCareerTree, hollandFit, pathOf, type CareerTree } from './career-tree.ts'

const occupations = (ctx: RequestContext) => ctx.readModel.index('occupation-tree', (db) => buildCareerTree(db, 'occupations'))
const industries = (ctx: RequestContext) => ctx.readModel.index('industry-tree', (db) => buildCareerTree(db, 'industries'))
const page = <T>(all: T[], pageIndex: number, pageSize: number) => ({
  List: all.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
  Total: all.length,
  PageIndex: pageIndex,
  PageSize: pageSize,
})

function childrenOf(tree: CareerTree, parent: string | undefined) {
  if (parent && !tree.byCode.has(parent)) throw new AppError(ErrorCode.NotFound, '分类不存在')
  return (tree.children.get(parent ?? null) ?? []).map((n) => n.summary)
}

async function detail(ctx: RequestContext, tree: CareerTree, code: string, missing: string) {
  const node = tree.byCode.get(code)
  if (!node) throw new AppError(ErrorCode.NotFound, missing)
  const labels = await referenceLabels(ctx.readModel)
  // a detailed entry without its own text shows its nearest described ancestor's editorial text
  let description = node.description
  for (let p = node.summary.ParentCode; !description && p; p = tree.byCode.get(p)?.summary.ParentCode ?? null)
    description = tree.byCode.get(p)?.description ?? null
  return {
    ...node.summary,
    Description: description,
    DescriptionIsEditorial: description !== null,
    Path: pathOf(tree, code).slice(0, -1),
    Children: (tree.children.get(code) ?? []).slice(0, 200).map((n) => n.summary),
    Quality: toQuality(node.quality),
    Source: labels.sourceName(node.sourceId),
  }
}

/** 职业百科 and 行业概览. */
export const professionHandlers = defineHandlers({
  async 'Profession/CategoryList'(input, ctx) {
    return childrenOf(await occupations(ctx), input.ParentCode)
  },
  async 'Profession/ProfessionList'(input, ctx) {
    const tree = await occupations(ctx)
    if (!tree.byCode.has(input.CategoryCode)) throw new AppError(ErrorCode.NotFound, '分类不存在')
    // every detailed occupation under the category, at any depth
    const list = tree.all.filter((n) => !n.summary.HasChildren && n.summary.Code.startsWith(`${input.CategoryCode}-`))
    return page(
      list.map((n) => n.summary),
      input.PageIndex,
      input.PageSize,
    )
  },
  async 'Profession/ProfessionInfo'(input, ctx) {
    return detail(ctx, await occupations(ctx), input.Code, '职业不存在')
  },
  async 'Profession/ProfessionHotList'(input, ctx) {
    // the editorially described groups are the ones the app features
    const tree = await occupations(ctx)
    return tree.all
      .filter((n) => n.description && n.summary.Level >= 2)
      .slice(0, input.Count)
      .map((n) => n.summary)
  },
  async 'Profession/ProfessionSearchByName'(input, ctx) {
    const tree = await occupations(ctx)
    const q = input.Keyword
    const hits = tree.all
      .map((n, order) => ({ n, order, score: n.summary.Name === q ? 0 : n.summary.Name.startsWith(q) ? 1 : n.summary.Name.includes(q) ? 2 : -1 }))
      .filter((h) => h.score >= 0)
      .sort((a, b) => a.score - b.score || a.order - b.order)
    return page(
      hits.map((h) => h.n.summary),
      input.PageIndex,
      input.PageSize,
    )
  },
  async 'Profession/ProfessionSearchByInterestCode'(input, ctx) {
    const tree = await occupations(ctx)
    const hits = tree.all
      .filter((n) => !n.summary.HasChildren)
      .map((n, order) => ({ n, order, fit: hollandFit(n.holland, input.InterestCode) }))
      .filter((h): h is typeof h & { fit: number } => h.fit !== null)
      .sort((a, b) => a.fit - b.fit || a.order - b.order)
    return page(
      hits.map((h) => h.n.summary),
      input.PageIndex,
      input.PageSize,
    )
  },
  async 'Profession/ProfessionRecommendList'(input, ctx) {
    const tree = await occupations(ctx)
    const node = tree.byCode.get(input.Code)
    if (!node) throw new AppError(ErrorCode.NotFound, '职业不存在')
    const siblings = (tree.children.get(node.summary.ParentCode) ?? []).filter((n) => n.summary.Code !== node.summary.Code)
    const sameHolland = tree.all.filter((n) => !n.summary.HasChildren && n.holland === node.holland && n.summary.ParentCode !== node.summary.ParentCode)
    return [...siblings, ...sameHolland].slice(0, input.Count).map((n) => n.summary)
  },
  async 'Career/IndustryList'(input, ctx) {
    return childrenOf(await industries(ctx), input.ParentCode)
  },
  async 'Career/IndustryInfo'(input, ctx) {
    return detail(ctx, await industries(ctx), input.Code, '行业不存在')
  },
})
