import { ErrorCode } from '@gk/contract'
import { beijingDay, calendarTargetYear, type ProvinceCode, provinceCodes, seasonStartMonth } from '@gk/domain'
import { seasonInfos, withoutReferenceData, type SeasonProvince } from '../../db/read-model/season.ts'
import { AppError } from '../../kernel/app-error.ts'
import { defineHandlers } from '../../http/endpoint.ts'
import type { Db } from '../../db/client.ts'
import { provinceRows } from './season.repository.ts'

async function loadProvinces(db: Db): Promise<SeasonProvince[]> {
  const rows = await withoutReferenceData(() => provinceRows(db), [])
  const slugs = new Set<string>(provinceCodes)
  return rows.filter((r) => slugs.has(r.slug)).map((r) => ({ code: r.code, id: Number(r.code), shortName: r.short_name, slug: r.slug as ProvinceCode }))
}

/** The application season: the target year per province and which years the data rests on. */
export const seasonHandlers = defineHandlers({
  async 'Public/Season'(input, ctx) {
    const all = await ctx.readModel.index('season:provinces', loadProvinces)
    const provinces = input.ProvinceId === undefined ? all : all.filter((p) => p.id === input.ProvinceId)
    if (input.ProvinceId !== undefined && provinces.length === 0) throw new AppError(ErrorCode.WishProvinceUnknown)
    const now = ctx.now()
    return {
      Today: beijingDay(now),
      TargetYear: calendarTargetYear(now.getTime()),
      SeasonStartMonth: seasonStartMonth,
      Provinces: await seasonInfos(ctx, provinces),
    }
  },
})
