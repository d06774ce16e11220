import type { Db } from '../../db/client.ts'

/** The text of every content item that names a console upload anywhere (cover, body, links, media, replays). */
export async function contentTextsNamingConsoleMedia(db: Db): Promise<string[]> {
  const rows = await db.query<{ text: string }>(
    `SELECT concat_ws(' ', cover, body_html, link, media_url, attachment_url, replay_url) AS text
       FROM content_items
      WHERE concat_ws(' ', cover, body_html, link, media_url, attachment_url, replay_url) LIKE '%/media/console/%'`,
  )
  return rows.map((row) => row.text)
}
