import { z } from 'zod'
import { EmptyInputSchema } from './common.ts'

export const RegionSchema = z.object({ ID: z.number().int(), Name: z.string(), Code: z.string() })
export type Region = z.infer<typeof RegionSchema>

export const ProvinceList = { input: EmptyInputSchema, output: z.array(RegionSchema) }
export const CityList = {
  input: z.object({ ProvinceId: z.coerce.number({ error: '请选择省份' }).int({ error: '请选择省份' }) }),
  output: z.array(RegionSchema),
}
export const DistrictList = {
  input: z.object({ CityId: z.coerce.number({ error: '请选择城市' }).int({ error: '请选择城市' }) }),
  output: z.array(RegionSchema),
}

/** Region lookups (foundation issue). */
export const publicRegionEndpoints = {
  'Public/ProvinceList': ProvinceList,
  'Public/CityList': CityList,
  'Public/DistrictList': DistrictList,
}
