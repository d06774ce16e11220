/**
 * Every reference table as data: the build writes rows with exactly these keys, the loader creates
 * the tables from it, so the two cannot drift apart.
 */
export type ColumnType = 'text' | 'integer' | 'bigint' | 'real' | 'boolean' | 'jsonb'
export type TableDef = {
  name: string
  columns: Record<string, ColumnType>
  primaryKey?: string[]
  /** Column lists to index (lookups the server does). */
  indexes?: string[][]
  /** Tables too large for one file are split per province_code. */
  splitByProvince?: boolean
  /** Columns that order rows in files; a stable order keeps yearly diffs small. */
  sortBy: string[]
}

const prov = { source_id: 'text', quality: 'text' } as const

export const TABLES: readonly TableDef[] = [
  {
    name: 'sources',
    columns: { id: 'text', name: 'text', repo: 'text', commit: 'text', licence: 'text', url: 'text', notes: 'text' },
    primaryKey: ['id'],
    sortBy: ['id'],
  },
  {
    name: 'provinces',
    columns: { code: 'text', name: 'text', short_name: 'text', slug: 'text', pinyin: 'text', ...prov },
    primaryKey: ['code'],
    sortBy: ['code'],
  },
  {
    name: 'province_policies',
    columns: {
      province_code: 'text', year: 'integer', exam_model: 'text', subject_types: 'jsonb', total_score: 'integer',
      main_batch: 'text', batches: 'jsonb', filling_mode: 'text', slots: 'integer', majors_per_slot: 'integer',
      has_adjustment: 'boolean', score_conversion: 'text', citation: 'text', notes: 'text', ...prov,
    },
    primaryKey: ['province_code', 'year'],
    sortBy: ['province_code', 'year'],
  },
  {
    name: 'regions',
    columns: { code: 'text', name: 'text', level: 'integer', parent_code: 'text', province_code: 'text', ...prov },
    primaryKey: ['code'],
    indexes: [['parent_code']],
    sortBy: ['code'],
  },
  {
    name: 'institutions',
    columns: {
      id: 'text', national_code: 'text', name: 'text', province_code: 'text', city: 'text', level: 'text',
      nature: 'text', authority: 'text', type: 'text', type_quality: 'text', is_985: 'boolean', is_211: 'boolean',
      is_double_first_class: 'boolean', ruanke_rank: 'integer', ruanke_rank_label: 'text', website: 'text',
      admission_site: 'text', address: 'text', phone: 'text', pinyin: 'text', pinyin_initials: 'text', ...prov,
    },
    primaryKey: ['id'],
    indexes: [['name'], ['province_code'], ['national_code']],
    sortBy: ['id'],
  },
  {
    name: 'institution_aliases',
    columns: { alias: 'text', institution_id: 'text', kind: 'text', ...prov },
    primaryKey: ['alias'],
    indexes: [['institution_id']],
    sortBy: ['alias'],
  },
  {
    name: 'institution_codes',
    columns: {
      province_code: 'text', code: 'text', institution_id: 'text', name_in_source: 'text', first_year: 'integer',
      last_year: 'integer', ...prov,
    },
    primaryKey: ['province_code', 'code', 'institution_id'],
    indexes: [['institution_id']],
    sortBy: ['province_code', 'code', 'institution_id'],
  },
  {
    name: 'majors',
    columns: {
      id: 'text', code: 'text', name: 'text', level: 'text', category: 'text', sub_category: 'text', degree: 'text',
      years: 'integer', ...prov,
    },
    primaryKey: ['id'],
    indexes: [['name'], ['code']],
    sortBy: ['id'],
  },
  {
    name: 'rankings',
    columns: {
      kind: 'text', year: 'integer', institution_id: 'text', institution_name: 'text', subject_code: 'text',
      subject_name: 'text', major_id: 'text', rank: 'integer', grade: 'text', ...prov,
    },
    indexes: [['institution_id'], ['kind', 'subject_code']],
    sortBy: ['kind', 'year', 'subject_code', 'rank', 'institution_name', 'subject_name', 'grade'],
  },
  {
    name: 'score_rank_tables',
    columns: {
      province_code: 'text', year: 'integer', subject_type: 'text', max_score: 'integer', min_score: 'integer',
      total: 'integer', rows: 'integer', notes: 'text', ...prov,
    },
    primaryKey: ['province_code', 'year', 'subject_type'],
    sortBy: ['province_code', 'year', 'subject_type'],
  },
  {
    name: 'score_rank_rows',
    columns: {
      province_code: 'text', year: 'integer', subject_type: 'text', score: 'integer', count: 'integer',
      cumulative: 'integer', ...prov,
    },
    primaryKey: ['province_code', 'year', 'subject_type', 'score'],
    sortBy: ['province_code', 'year', 'subject_type', 'score'],
  },
  {
    name: 'control_lines',
    columns: {
      province_code: 'text', year: 'integer', subject_type: 'text', category: 'text', batch: 'text',
      batch_key: 'text', score: 'integer', ...prov,
    },
    indexes: [['province_code', 'year']],
    sortBy: ['province_code', 'year', 'category', 'batch_key', 'batch', 'subject_type', 'score', 'source_id'],
  },
  {
    name: 'admission_results',
    columns: {
      province_code: 'text', year: 'integer', subject_type: 'text', batch: 'text', unit_level: 'text',
      institution_id: 'text', institution_name: 'text', provincial_code: 'text', major_group: 'text',
      major_code: 'text', major_name: 'text', major_id: 'text', min_score: 'integer', min_score_quality: 'text', min_rank: 'integer', min_rank_quality: 'text',
      avg_score: 'real', max_score: 'integer', plan_count: 'integer', admitted_count: 'integer',
      requirement_text: 'text', subject_requirement: 'jsonb', plan_type: 'text', ...prov,
    },
    indexes: [['province_code', 'year', 'subject_type'], ['institution_id'], ['major_id']],
    splitByProvince: true,
    sortBy: [
      'year', 'subject_type', 'batch', 'institution_id', 'unit_level', 'major_group', 'major_name', 'min_score',
      'min_rank', 'source_id', 'plan_count', 'institution_name',
    ],
  },
  {
    name: 'enrollment_plans',
    columns: {
      province_code: 'text', year: 'integer', subject_type: 'text', batch: 'text', level: 'text',
      institution_id: 'text', institution_name: 'text', provincial_code: 'text', major_group: 'text',
      major_code: 'text', major_name: 'text', major_id: 'text', plan_count: 'integer', years: 'integer', tuition: 'integer',
      requirement_text: 'text', subject_requirement: 'jsonb', notes: 'text', plan_type: 'text', ...prov,
    },
    indexes: [['province_code', 'year'], ['institution_id'], ['major_id']],
    splitByProvince: true,
    sortBy: ['year', 'subject_type', 'batch', 'provincial_code', 'institution_id', 'major_group', 'major_code', 'major_name', 'plan_count', 'source_id'],
  },
  {
    name: 'subject_requirements',
    columns: {
      province_code: 'text', year: 'integer', institution_id: 'text', institution_name: 'text', major_group: 'text',
      majors: 'text', requirement_text: 'text', subject_requirement: 'jsonb', ...prov,
    },
    indexes: [['institution_id']],
    sortBy: ['province_code', 'year', 'institution_id', 'major_group', 'majors'],
  },
  {
    name: 'occupations',
    columns: {
      code: 'text', gbm: 'text', name: 'text', level: 'integer', parent_code: 'text', holland: 'text',
      description: 'text', editorial_source_id: 'text', ...prov,
    },
    primaryKey: ['code'],
    indexes: [['parent_code']],
    sortBy: ['code'],
  },
  {
    name: 'industries',
    columns: {
      code: 'text', name: 'text', level: 'integer', parent_code: 'text', holland: 'text', description: 'text',
      editorial_source_id: 'text', ...prov,
    },
    primaryKey: ['code'],
    indexes: [['parent_code']],
    sortBy: ['code'],
  },
]

export function tableDef(name: string): TableDef {
  const t = TABLES.find((x) => x.name === name)
  if (!t) throw new Error(`unknown table ${name}`)
  return t
}
