/**
 * A plan's yearly tuition as the app prints it: 0 is a programme the plan says is free (免费, ADR 170), never "0元/年";
 * null is a fee the plan does not print (the caller leaves it out or says 未公布).
 */
export function tuitionText(tuition: number | null | undefined): string | null {
  if (tuition === null || tuition === undefined) return null
  return tuition === 0 ? '免费' : `${tuition}元/年`
}
