/**
 * A content item nobody chose to publish is a draft (issue 34 item 8): the console's save already
 * defaults `Published` to false, and now so does the table, so any other writer that leaves the
 * column out (a script, a future importer) cannot put an unreviewed item in front of students.
 * Rows that exist keep their state.
 */
export const up = /* sql */ `
ALTER TABLE content_items ALTER COLUMN published SET DEFAULT false;
`
