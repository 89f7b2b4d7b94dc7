/**
 * A guest's data rights on one event: a code to the address they give, its confirmation (a pass
 * for half an hour), what the event holds under the address, its download and its erasure with a
 * receipt; and the organiser's view of the erasures (how many, when). The address lives on the
 * request row only while the request is open.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import {
  DATA_CODE_LENGTH,
  DATA_CODE_MAX_FAILURES,
  DATA_CODE_MINUTES,
  DATA_PASS_MINUTES,
  DATA_RIGHTS_MESSAGES,
  type DataConfirmReply,
  type DataRequestReply,
  dataRightsEndpoints,
  type ErasureReceipt,
  endpointPath,
  type GuestErasuresReply,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { consumeEach, type RateLimiter } from '../../platform/rate-limit/rate-limiter.ts';
import type { LinkInQuery, LinkSigner } from '../../platform/signed-links/signed-links.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { API_PREFIX } from '../../plugins/endpoints.ts';
import { AppError } from '../../shared/app-error.ts';
import { MINUTE_MS, nowIso } from '../../shared/clock.ts';
import type { FileReply } from '../../shared/file-reply.ts';
import { guestContactOf } from '../../shared/guest-contact.ts';
import { type EventAccess, type EventRecord, eventLanguagesOf, guestMessageLanguageOf } from '../events/index.ts';
import { exportArchiveOf } from './data-export.ts';
import type { DataRequestRow, DataRequestsRepository } from './data-requests.repository.ts';
import { contactKey, DATA_RIGHTS_RATE_LIMITS, sha256 } from './data-rights-limits.ts';
import type { Erasure } from './erasure.ts';
import { type GuestDataReads, hasAnything, holdingsOf } from './guest-data.ts';
import type { GuestMessenger, MessageEvent } from './guest-messages.ts';

type Dependencies = {
  repository: DataRequestsRepository;
  reads: GuestDataReads;
  erasure: Erasure;
  events: Pick<EventAccess, 'eventByUuid' | 'eventById' | 'ownedEvent'>;
  messenger: GuestMessenger;
  rateLimiter: RateLimiter;
  signer: LinkSigner;
  storage: Pick<Storage, 'openRead' | 'remove'>;
  log: { error: (fields: object, message: string) => void };
};

export type DataRightsService = ReturnType<typeof createDataRightsService>;

const newCode = () => String(randomInt(0, 10 ** DATA_CODE_LENGTH)).padStart(DATA_CODE_LENGTH, '0');
const codeHashOf = (requestUuid: string, code: string) => sha256(`${requestUuid}:${code}`);
const exportGrant = (requestUuid: string) => ({
  path: dataRightsEndpoints.exportFile.path,
  subject: `data:${requestUuid}`,
});
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * MINUTE_MS).toISOString();
const receiptNoOf = () =>
  randomBytes(6)
    .toString('hex')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1-');

/** The event as a guest's message names it, in the guest's language (else the event's default). */
const messageEventOf = (event: EventRecord, asked: string | undefined): MessageEvent => {
  const language = guestMessageLanguageOf(event, asked);
  return { uuid: event.uuid, name: event.event_name, text: language.text, isDefault: language.isDefault };
};

const { unconfirmedRequestsPerAddress, requestsPerContact, wrongCodesPerAddress } = DATA_RIGHTS_RATE_LIMITS;

export function createDataRightsService(d: Dependencies) {
  const { repository, reads, events } = d;

  async function guestEvent(uuid: string) {
    const event = await events.eventByUuid(uuid);
    if (!event) throw new AppError('not_found', MESSAGES.notFound);
    return event;
  }

  /** The open request a pass opens, with its event and address. */
  async function passed(pass: string) {
    const request = await repository.findByPass(sha256(pass), nowIso());
    const event = request && (await events.eventById(request.event_id));
    if (!request || request.contact === null || !event)
      throw new AppError('unauthenticated', DATA_RIGHTS_MESSAGES.passExpired);
    return { request, event, contact: request.contact };
  }

  const dataOf = (request: DataRequestRow & { contact: string }) =>
    reads.dataOf(request.event_id, guestContactOf(request.contact));

  return {
    /** The event's name and the languages its guest pages speak. */
    async eventName(uuid: string) {
      const event = await guestEvent(uuid);
      const { languages, default_language } = eventLanguagesOf(event);
      return { event_name: event.event_name, languages, default_language };
    },

    async request(
      body: { event_id: string; contact: string; language?: string | undefined },
      address: string,
    ): Promise<DataRequestReply> {
      const event = await guestEvent(body.event_id);
      const contact = guestContactOf(body.contact);
      const normalised = contact.kind === 'email' ? contact.email : `+${contact.digits}`;
      // Counted for the caller until the code is confirmed (see DATA_RIGHTS_RATE_LIMITS).
      await consumeEach(d.rateLimiter, [
        [unconfirmedRequestsPerAddress, address],
        [requestsPerContact, contactKey(normalised)],
      ]);
      const channel = contact.kind === 'email' ? 'email' : 'sms';
      const uuid = randomUUID();
      const code = newCode();
      const data = await reads.dataOf(event.id, contact);
      // Nothing under the address: a request that no code can open, so the reply is the same.
      const holdsAnything = hasAnything(data);
      await repository.insert({
        uuid,
        event_id: event.id,
        channel,
        contact: holdsAnything ? body.contact.trim() : null,
        code_hash: holdsAnything ? codeHashOf(uuid, code) : '',
        expires_at: inMinutes(DATA_CODE_MINUTES),
        done_at: holdsAnything ? null : nowIso(),
        created_at: nowIso(),
      });
      if (holdsAnything) {
        await d.messenger.sendCode(
          { channel, contact: body.contact.trim() },
          messageEventOf(event, body.language),
          code,
        );
      }
      return { request_id: uuid, channel, message: DATA_RIGHTS_MESSAGES.codeSent };
    },

    async confirm(body: { request_id: string; code: string }, address: string): Promise<DataConfirmReply> {
      // A wrong code (or a closed request) counts against the caller; a right one is taken back.
      const attempt = await d.rateLimiter.consume(wrongCodesPerAddress, address);
      const request = await repository.findByUuid(body.request_id);
      const isOpen =
        request &&
        request.done_at === null &&
        request.contact !== null &&
        request.pass_hash === null &&
        request.failures < DATA_CODE_MAX_FAILURES &&
        request.expires_at > nowIso();
      if (!request || !isOpen || request.contact === null)
        throw new AppError('gone', DATA_RIGHTS_MESSAGES.requestClosed);
      if (codeHashOf(request.uuid, body.code) !== request.code_hash) {
        const failures = await repository.countFailure(request.id);
        if (failures === undefined || failures >= DATA_CODE_MAX_FAILURES) {
          await repository.close(request.id, nowIso());
          throw new AppError('gone', DATA_RIGHTS_MESSAGES.requestClosed);
        }
        throw AppError.validation('code', DATA_RIGHTS_MESSAGES.codeWrong);
      }
      const pass = randomBytes(24).toString('base64url');
      const expiresAt = inMinutes(DATA_PASS_MINUTES);
      if (!(await repository.grantPass(request.id, sha256(pass), expiresAt))) {
        throw new AppError('gone', DATA_RIGHTS_MESSAGES.requestClosed);
      }
      // Confirmed: neither the code nor the request it answers was a failure.
      await attempt.refund();
      await d.rateLimiter.forgiveOne(unconfirmedRequestsPerAddress, address);
      const event = await events.eventById(request.event_id);
      const data = await dataOf({ ...request, contact: request.contact });
      return { pass, expires_at: expiresAt, event_name: event?.event_name ?? '', holdings: holdingsOf(data) };
    },

    async exportLink(pass: string): Promise<{ url: string }> {
      const { request } = await passed(pass);
      const { expires, signature } = await d.signer.sign(exportGrant(request.uuid));
      const path = endpointPath(dataRightsEndpoints.exportFile, { requestId: request.uuid });
      return { url: `${API_PREFIX}/${path}?${new URLSearchParams({ expires: String(expires), signature })}` };
    },

    async exportFile(requestUuid: string, link: LinkInQuery): Promise<FileReply> {
      const check = await d.signer.check(exportGrant(requestUuid), link);
      if (check !== 'valid') throw new AppError('forbidden', DATA_RIGHTS_MESSAGES.passExpired);
      const request = await repository.findByUuid(requestUuid);
      const event = request && (await events.eventById(request.event_id));
      if (!request || request.contact === null || request.done_at !== null || !event) {
        throw new AppError('not_found', MESSAGES.notFound);
      }
      const data = await dataOf({ ...request, contact: request.contact });
      return exportArchiveOf(d.storage, event, data, nowIso());
    },

    async erase(pass: string, withCaptures: boolean, language?: string): Promise<{ receipt: ErasureReceipt }> {
      const { request, event, contact } = await passed(pass);
      const data = await dataOf({ ...request, contact });
      const erasedAt = nowIso();
      await d.erasure.eraseGuest(event, data, { captures: withCaptures, at: erasedAt });
      const receiptNo = receiptNoOf();
      await repository.recordErasure(event.id, receiptNo, erasedAt);
      await repository.close(request.id, erasedAt);
      const erased = { ...holdingsOf(data), captures: withCaptures ? data.captures.length : 0 };
      await d.messenger
        .sendReceipt({ channel: request.channel, contact }, messageEventOf(event, language), {
          receiptNo,
          erasedAt,
          erased,
        })
        .catch((error: unknown) => d.log.error({ err: error }, 'an erasure receipt could not be sent'));
      return { receipt: { receipt_no: receiptNo, erased_at: erasedAt, event_name: event.event_name, erased } };
    },

    async erasures(userId: number, eventId: number): Promise<GuestErasuresReply> {
      const event = await events.ownedEvent(userId, eventId);
      if (!event) throw new AppError('not_found', MESSAGES.notFound);
      const erasures = await repository.erasuresOf(event.id);
      return { total: erasures.length, erasures };
    },

    /** Forgets the addresses of requests that are over (by the sweep). */
    forgetEnded: () => repository.forgetEnded(nowIso()),
  };
}
