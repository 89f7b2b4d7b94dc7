/** Every lead of an event in id order, a keyset page at a time: memory stays flat however many there are. */
import type { LeadRow, LeadsRepository } from './leads.repository.ts';

export async function* leadPages(
  repository: Pick<LeadsRepository, 'leadsAfter'>,
  eventId: number,
  pageSize: number,
): AsyncGenerator<LeadRow[]> {
  let afterId = 0;
  for (;;) {
    const page = await repository.leadsAfter(eventId, afterId, pageSize);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (page.length < pageSize || !last) return;
    afterId = last.id;
  }
}
