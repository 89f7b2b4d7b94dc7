import type { Kysely } from 'kysely';

/**
 * An event's option setting document is keyed by the id of the step that saves it (its row in the
 * contract's OPTION_STEPS), so a new step needs no kind of its own. Four kinds had other names.
 */
const RENAMED_KINDS = [
  ['text_message', 'sms'],
  ['watermark', 'custom-branding'],
  ['incentive', 'incentive-offers'],
  ['form', 'form-builder'],
] as const;

export function settingKindsByStepMigration() {
  return {
    async up(db: Kysely<unknown>) {
      const settings = db as Kysely<{ event_settings: { kind: string } }>;
      for (const [from, to] of RENAMED_KINDS) {
        await settings.updateTable('event_settings').set({ kind: to }).where('kind', '=', from).execute();
      }
    },
  };
}
