/** The 31 mainland provinces: GB/T 2260 code, full name, short name and the slug the main raw source uses for its shards. */
export type ProvinceInfo = { code: string; name: string; short: string; slug: string }

export const PROVINCES: readonly ProvinceInfo[] = [
  { code: '11', name: '北京市', short: '北京', slug: 'beijing' },
  { code: '12', name: '天津市', short: '天津', slug: 'tianjin' },
  { code: '13', name: '河北省', short: '河北', slug: 'hebei' },
  { code: '14', name: '山西省', short: '山西', slug: 'shanxi' },
  { code: '15', name: '内蒙古自治区', short: '内蒙古', slug: 'inner-mongolia' },
  { code: '21', name: '辽宁省', short: '辽宁', slug: 'liaoning' },
  { code: '22', name: '吉林省', short: '吉林', slug: 'jilin' },
  { code: '23', name: '黑龙江省', short: '黑龙江', slug: 'heilongjiang' },
  { code: '31', name: '上海市', short: '上海', slug: 'shanghai' },
  { code: '32', name: '江苏省', short: '江苏', slug: 'jiangsu' },
  { code: '33', name: '浙江省', short: '浙江', slug: 'zhejiang' },
  { code: '34', name: '安徽省', short: '安徽', slug: 'anhui' },
  { code: '35', name: '福建省', short: '福建', slug: 'fujian' },
  { code: '36', name: '江西省', short: '江西', slug: 'jiangxi' },
  { code: '37', name: '山东省', short: '山东', slug: 'shandong' },
  { code: '41', name: '河南省', short: '河南', slug: 'henan' },
  { code: '42', name: '湖北省', short: '湖北', slug: 'hubei' },
  { code: '43', name: '湖南省', short: '湖南', slug: 'hunan' },
  { code: '44', name: '广东省', short: '广东', slug: 'guangdong' },
  { code: '45', name: '广西壮族自治区', short: '广西', slug: 'guangxi' },
  { code: '46', name: '海南省', short: '海南', slug: 'hainan' },
  { code: '50', name: '重庆市', short: '重庆', slug: 'chongqing' },
  { code: '51', name: '四川省', short: '四川', slug: 'sichuan' },
  { code: '52', name: '贵州省', short: '贵州', slug: 'guizhou' },
  { code: '53', name: '云南省', short: '云南', slug: 'yunnan' },
  { code: '54', name: '西藏自治区', short: '西藏', slug: 'xizang' },
  { code: '61', name: '陕西省', short: '陕西', slug: 'shaanxi' },
  { code: '62', name: '甘肃省', short: '甘肃', slug: 'gansu' },
  { code: '63', name: '青海省', short: '青海', slug: 'qinghai' },
  { code: '64', name: '宁夏回族自治区', short: '宁夏', slug: 'ningxia' },
  { code: '65', name: '新疆维吾尔自治区', short: '新疆', slug: 'xinjiang' },
]

const byKey = new Map<string, ProvinceInfo>()
for (const p of PROVINCES) for (const k of [p.code, p.name, p.short, p.slug]) byKey.set(k, p)

/** Resolves any province spelling the sources use (code, 北京, 北京市, beijing) to the record. */
export function findProvince(key: string | null | undefined): ProvinceInfo | undefined {
  if (!key) return undefined
  const k = key.trim()
  return byKey.get(k) ?? PROVINCES.find((p) => k.startsWith(p.short))
}
