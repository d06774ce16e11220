/**
 * A choice between colleges made for the candidate (「西财和云财我该报哪个」, 「选哪个更合适」, 「哪个适合我」) rests on
 * where the candidate's score stands against each college's line: without a score (said, carried or saved) it is
 * asked, one short question, as a recommendation asks it (ADR 100). Which is the better college in general
 * (「郑大和河大哪个好」) needs nothing of the candidate and is compared as before.
 */
const CHOOSE_FOR_ME = /(?:报|选|去|填|读|冲)哪(?:个|所|一个|一所|家)|哪(?:个|所|一所)(?:更|比较)?(?:适合|合适)|该(?:报|选|去|填)哪/

/** The need to check before answering: `school_choice` for a choice made for the candidate, else the intent's own. */
export function needOf(question: string, intentId: string): string {
  return intentId === 'school_compare' && CHOOSE_FOR_ME.test(question) ? 'school_choice' : intentId
}
