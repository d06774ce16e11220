/**
 * A plan's yearly tuition as the app prints it: 0 is a programme the plan says is free (免费, ADR 170), never "0元/年";
 * null is a fee the plan does not print (the caller leaves it out or says 未公布).
 */
export function tuitionText(tuition: number | null | undefined): string | null {
  if (tuition === null || tuition === undefined) return null
  if (tuition === 0) return '免费'
  // a plan that prints its fee in 万元 (浙江 2026: 11 for 11万元/年) is said so, as the assistant says it, never "11元/年"
  return tuition < 1000 ? `约${tuition}万元/年` : `${tuition}元/年`
}
