/**
 * What the event's print limit still allows, as far as this booth knows: the sheets left in the
 * server's last answer to one of its print jobs (or the whole limit before any), less the sheets
 * of its print jobs not sent yet. Other booths print too, so the server has the last word.
 */
import type { OutboxItem } from '../outbox/index.ts';

type PrintItem = Extract<OutboxItem, { kind: 'print' }>;
const isPrint = (item: OutboxItem): item is PrintItem => item.kind === 'print';

/** Sheets left; null when the event has no limit. */
export function printAllowance(items: readonly OutboxItem[], limit: number | null): number | null {
  if (limit === null) return null;
  const prints = items.filter(isPrint);
  const answered = prints.filter((item) => item.status === 'sent' && item.reply?.print);
  const last = answered.at(-1);
  const known = last?.reply?.print?.remaining ?? limit;
  if (known === null) return null;
  const after = last ? prints.slice(prints.indexOf(last) + 1) : prints;
  const unsent = after.filter((item) => item.status !== 'sent' && item.status !== 'failed');
  return Math.max(0, known - unsent.reduce((sum, item) => sum + item.payload.copies, 0));
}
