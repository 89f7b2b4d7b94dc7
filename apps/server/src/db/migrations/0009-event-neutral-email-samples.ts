import type { Kysely } from 'kysely';

/**
 * The shipped e-mail templates' closing lines named the sample events they were written for (a
 * hashtag, a couple's names), which then reached organisers' own e-mails. Lines still as shipped
 * become ones that fit any event; lines an operator changed are left alone.
 */
const NEUTRAL_MARKUP: Record<string, string> = {
  'Tag us with #SummerLaunch': 'Tag us in your photos',
  'Share the night with #GalaNight': 'Share the night with your friends',
  'With love, Emma & Noah': 'With love, from all of us',
};

type TemplateRow = { id: number; contents: string };

export function eventNeutralEmailSamplesMigration() {
  return {
    async up(db: Kysely<unknown>) {
      const templates = db as unknown as Kysely<{ email_templates: TemplateRow }>;
      const rows = await templates.selectFrom('email_templates').select(['id', 'contents']).execute();
      for (const row of rows) {
        const contents: unknown = JSON.parse(row.contents);
        if (typeof contents !== 'object' || contents === null) continue;
        const markup = (contents as { markupText?: unknown }).markupText;
        const neutral = typeof markup === 'string' ? NEUTRAL_MARKUP[markup] : undefined;
        if (neutral === undefined) continue;
        await templates
          .updateTable('email_templates')
          .set({ contents: JSON.stringify({ ...contents, markupText: neutral }) })
          .where('id', '=', row.id)
          .execute();
      }
    },
  };
}
