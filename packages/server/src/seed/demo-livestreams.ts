import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

const HALF_HOUR_MS = 30 * 60_000

/**
 * Two livestreams on a demo fair (docs/livestreams.md), so the portal and the widget have something
 * to show: a public stage with its companies in half-hour slots and a few chat lines, and a talk
 * round whose chat and votes need an account.
 */
export async function seedDemoLivestreams(
  db: Kysely<Database>,
  fair: { id: number; name: string; start_at: string },
  companies: Array<{ id: number; name: string }>,
): Promise<number> {
  const start = Date.parse(fair.start_at)
  const iso = (ms: number) => new Date(ms).toISOString()
  const [stage] = await db
    .insertInto('livestreams')
    .values({
      job_fair_id: fair.id,
      title: `${fair.name}: Die Bühne`,
      description: 'Betriebe stellen sich vor: Ausbildung, Praktikum und Dein erster Tag. Frag im Chat nach!',
      is_chat_public: 1,
      planned_start: iso(start),
      planned_end: iso(start + 4 * 2 * HALF_HOUR_MS),
      lower_bound: 25,
      message_threshold: 5,
      created_at: iso(start - 14 * 86_400_000),
    })
    .returning('id')
    .execute()
  if (!stage) return 0
  const onStage = companies.slice(0, 4)
  if (onStage.length > 0)
    await db
      .insertInto('livestream_appearances')
      .values(
        onStage.map((company, i) => ({
          livestream_id: stage.id,
          business_id: company.id,
          title: `${company.name} stellt sich vor`,
          from: iso(start + i * 2 * HALF_HOUR_MS),
          to: iso(start + (i * 2 + 1) * HALF_HOUR_MS),
        })),
      )
      .execute()
  await db
    .insertInto('livestream_messages')
    .values(
      [
        ['Lena', 'Hallo zusammen! Wann fängt der erste Betrieb an?'],
        ['Tim', 'Gibt es auch Praktika in den Sommerferien?'],
        ['Aylin', 'Ich freu mich schon 😊'],
      ].map(([nickname, text], i) => ({
        livestream_id: stage.id,
        user_id: null,
        chat_user_id: `demo-guest-${i + 1}`,
        nickname: nickname as string,
        text: text as string,
        created_at: iso(start - (3 - i) * 60_000),
      })),
    )
    .execute()

  await db
    .insertInto('livestreams')
    .values({
      job_fair_id: fair.id,
      title: `${fair.name}: Azubis erzählen`,
      description: 'Azubis aus der Region beantworten Deine Fragen. Chat und Abstimmungen mit Konto.',
      is_chat_public: 0,
      account_only_vote: 1,
      planned_start: iso(start + 5 * HALF_HOUR_MS * 2),
      planned_end: iso(start + 6 * HALF_HOUR_MS * 2),
      created_at: iso(start - 14 * 86_400_000),
    })
    .execute()
  return 2
}
