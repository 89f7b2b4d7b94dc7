import { PRINT_MESSAGES } from '@boothdeck/contract/option-constants';
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../outbox/index.ts';
import { FRESH_DELIVERY, recordingOutbox } from '../outbox/testing/recording-outbox.ts';
import { printAllowance } from './print-allowance.ts';
import { recordPrint } from './print-capture.ts';

const printItem = (
  id: string,
  copies: number,
  delivery: Partial<OutboxItem> = {},
): Extract<OutboxItem, { kind: 'print' }> => ({
  ...FRESH_DELIVERY,
  id,
  eventUuid: 'event-1',
  kind: 'print',
  queuedAt: '2026-11-28T09:59:00.000Z',
  after: null,
  payload: { media_client_id: 'c_capture0001', copies, printed_at: '2026-11-28T09:59:00.000Z', offline: 0 },
  ...(delivery as object),
});

const sent = (remaining: number | null) => ({ status: 'sent' as const, reply: { print: { remaining } } });

describe('what the print limit still allows', () => {
  it('is the whole limit before any print, less the sheets waiting to be sent', () => {
    expect(printAllowance([], null)).toBeNull();
    expect(printAllowance([], 10)).toBe(10);
    expect(printAllowance([printItem('p_1aaaaaaaa', 3)], 10)).toBe(7);
  });

  it("starts from the server's last answer and never goes below nothing", () => {
    const items = [printItem('p_1aaaaaaaa', 2, sent(6)), printItem('p_2aaaaaaaa', 1, sent(4))];
    expect(printAllowance(items, 10)).toBe(4);
    expect(printAllowance([...items, printItem('p_3aaaaaaaa', 3)], 10)).toBe(1);
    expect(printAllowance([...items, printItem('p_3aaaaaaaa', 9)], 10)).toBe(0);
    // A refused job printed nothing.
    expect(printAllowance([...items, printItem('p_4aaaaaaaa', 2, { status: 'failed' })], 10)).toBe(4);
  });
});

describe('recording a print', () => {
  const job = { captureClientId: 'c_capture0001', copies: 2, limit: 5 };

  it('asks the server first when it can be reached, and prints once it says yes', async () => {
    const { outbox, queued } = recordingOutbox({ settle: () => printItem('p_print10000000', 2, sent(3)) });
    expect(await recordPrint(outbox, outbox.getSnapshot(), job)).toEqual({ print: true });
    expect(queued.prints).toEqual([{ captureClientId: 'c_capture0001', copies: 2, offline: 0 }]);
  });

  it("prints nothing and says why when the server refuses past the event's limit", async () => {
    const { outbox } = recordingOutbox({
      settle: () =>
        printItem('p_print10000000', 2, { status: 'failed', httpStatus: 403, reason: PRINT_MESSAGES.limitReached }),
    });
    expect(await recordPrint(outbox, outbox.getSnapshot(), job)).toEqual({
      print: false,
      text: 'kiosk.print.limitReached',
    });
  });

  it('prints offline within what it knows is left, and the job says it was printed already', async () => {
    const { outbox, queued } = recordingOutbox({ online: false, items: [printItem('p_1aaaaaaaa', 1, sent(2))] });
    expect(await recordPrint(outbox, outbox.getSnapshot(), job)).toEqual({ print: true });
    expect(queued.prints).toEqual([{ captureClientId: 'c_capture0001', copies: 2, offline: 1 }]);

    const used = recordingOutbox({ online: false, items: [printItem('p_1aaaaaaaa', 1, sent(1))] });
    expect(await recordPrint(used.outbox, used.outbox.getSnapshot(), job)).toEqual({
      print: false,
      text: 'kiosk.print.limitReached',
    });
    expect(used.queued.prints).toEqual([]);
  });
});
