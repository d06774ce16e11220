import type { Output } from '@gk/contract'
import { expect } from 'vitest'
import type { typedCall } from '../wish-test-kit.ts'

type Wish = Output<'Wish/AutoTable'>['Wishes'][number]

/**
 * What the major picker lists for each wish of a one-tap table (Wish/Specialty asked as the table editor asks it:
 * a group by its school code and group code, a school without a group code by its id alone), with the wish's label.
 */
export async function pickerMajors(
  call: ReturnType<typeof typedCall>,
  token: string,
  wishes: readonly Wish[],
): Promise<{ wish: Wish; label: string; names: string[] }[]> {
  const out = []
  for (const wish of wishes) {
    const SchoolCode = wish.Row.GroupCode === null ? undefined : (wish.Row.SchoolCode ?? undefined)
    const list = await call(
      'Wish/Specialty',
      { BatchId: 'undergraduate', SchoolId: wish.Row.SchoolId, SchoolCode, GroupCode: wish.Row.GroupCode ?? undefined },
      token,
    )
    expect(list.code).toBe(0)
    const names = list.data.List.map((m) => m.MajorName).filter((n): n is string => Boolean(n))
    out.push({ wish, label: `${wish.Row.SchoolName} ${wish.Row.SchoolCode ?? ''} ${wish.Row.GroupCode ?? ''}`, names })
  }
  return out
}
