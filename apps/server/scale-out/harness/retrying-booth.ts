/**
 * A booth as the kiosk behaves on a flaky network: each capture, lead and voucher carries the
 * booth's own client id, and a call that got no answer (a cut connection, a 502 from the proxy,
 * a 503 from a process going away) is sent again with the same id until one is acknowledged.
 * It remembers which client ids were acknowledged, so a test can check each is stored once.
 */
import { ApiError, createApiClient, multipartBody } from '@boothdeck/client';
import type { BoothLeadBody } from '@boothdeck/contract';
import { boothLeadCalls, boothMediaCalls, boothVoucherCalls } from '@boothdeck/contract/call-addresses';
import { leadBody } from '../../src/test/leads-setup.ts';

const ATTEMPTS = 30;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Acknowledged = { media: string[]; leads: string[]; vouchers: string[] };

export function retryingBooth(origin: string, token: string, name: string) {
  const api = createApiClient({ origin, token: () => token });
  const acknowledged: Acknowledged = { media: [], leads: [], vouchers: [] };
  let retries = 0;
  let captures = 0;

  /** Sends until an answer comes; a refusal (4xx) is an answer and fails the test. */
  async function untilAnswered<T>(send: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await send();
      } catch (error) {
        const unanswered = !(error instanceof ApiError) || error.status >= 500;
        if (!unanswered || attempt >= ATTEMPTS) throw error;
        retries += 1;
        await sleep(Math.min(50 * attempt, 500));
      }
    }
  }

  return {
    acknowledged,
    retries: () => retries,

    /** One guest at the booth: a photo, their answers to the form, and a voucher. */
    async guest(photo: Buffer, offerId: number): Promise<void> {
      const clientId = `${name}-${++captures}`;
      const { media } = await untilAnswered(() =>
        api.call(boothMediaCalls.upload, {
          body: multipartBody(boothMediaCalls.upload, {
            media_type: 'photo',
            client_id: `${clientId}-photo`,
            captured_at: new Date().toISOString(),
            file: new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
          }),
        }),
      );
      acknowledged.media.push(`${clientId}-photo`);
      const { lead } = await untilAnswered(() =>
        api.call(boothLeadCalls.capture, {
          // The test form's answers, as the booth's form would give them.
          body: leadBody({ client_id: `${clientId}-lead`, media_id: media.id }) as BoothLeadBody,
        }),
      );
      acknowledged.leads.push(`${clientId}-lead`);
      await untilAnswered(() =>
        api.call(boothVoucherCalls.issue, {
          body: { offer_id: offerId, lead_id: lead.id, client_id: `${clientId}-voucher` },
        }),
      );
      acknowledged.vouchers.push(`${clientId}-voucher`);
    },
  };
}

export type RetryingBooth = ReturnType<typeof retryingBooth>;
