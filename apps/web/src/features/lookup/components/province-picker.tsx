import { Picker } from 'antd-mobile'
import { DownFill } from 'antd-mobile-icons'
import { useState } from 'react'
import { useLookup } from '../api/lookup-queries.ts'
import './lookup.css'

export type ProvincePickerProps = { value: number; onChange: (id: number) => void; label?: string }

/** A compact province selector (省份: 河南 ▾). */
export function ProvincePicker({ value, onChange, label = '省份' }: ProvincePickerProps) {
  const [visible, setVisible] = useState(false)
  const provinces = useLookup('Public/ProvinceList', {})
  const list = provinces.data ?? []
  const name = list.find((p) => p.ID === value)?.Name ?? ''
  return (
    <>
      <button type="button" className="gk-lk-chip" onClick={() => setVisible(true)} aria-label={`${label}：${name}`}>
        {label}：{name.replace(/(省|市|自治区|壮族|回族|维吾尔)+$/u, '') || '选择'} <DownFill fontSize={10} />
      </button>
      <Picker
        visible={visible}
        onClose={() => setVisible(false)}
        columns={[list.map((p) => ({ label: p.Name, value: String(p.ID) }))]}
        value={[String(value)]}
        onConfirm={(v) => {
          if (v[0]) onChange(Number(v[0]))
        }}
      />
    </>
  )
}

/** A row of option chips (years, subject types). */
export function ChipGroup<T extends string | number>({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly T[]
  value: T | undefined
  onChange: (v: T) => void
  label: string
}) {
  if (options.length === 0) return null
  return (
    <div className="gk-lk-chips" role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <button
          key={String(o)}
          type="button"
          role="radio"
          aria-checked={o === value}
          className={o === value ? 'gk-lk-chip gk-lk-chip--on' : 'gk-lk-chip'}
          onClick={() => onChange(o)}
        >
          {o}
        </button>
      ))}
    </div>
  )
}
