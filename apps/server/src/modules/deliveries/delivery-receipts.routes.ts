/**
 * The two public addresses a sent message reports back through, each named by the delivery's
 * random token (never an id): the open picture of an e-mail, and a Twilio-style provider's
 * delivery report of an SMS. Neither is a JSON call, so they are plain routes beside /api/v1.
 */
import { DELIVERY_RECEIPT_PATHS } from '@boothdeck/contract';
import type { FastifyInstance } from 'fastify';
import { isTwilioSignatureValid } from '../../platform/sms/twilio-signature.ts';
import type { DeliveryReceipts } from './delivery-receipts.ts';
import { OPEN_PICTURE_GIF } from './open-picture.ts';

export const { opened: OPENED_PATH, smsReport: SMS_REPORT_PATH } = DELIVERY_RECEIPT_PATHS;

/** The largest delivery report taken: Twilio's are a few hundred bytes. */
const REPORT_BODY_LIMIT = 16 * 1024;

type Options = {
  receipts: DeliveryReceipts;
  appUrl: string;
  /** The Twilio-style provider's auth token, which signs its reports; none when SMS goes elsewhere. */
  smsAuthToken: string | undefined;
};

export async function registerDeliveryReceipts(app: FastifyInstance, options: Options): Promise<void> {
  const { receipts, appUrl, smsAuthToken } = options;
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(String(body))),
    );

    // The picture whatever the token: a wrong one learns nothing, and a mail client shows no broken image.
    scope.get<{ Params: { token: string } }>(`${OPENED_PATH}/:token`, async (request, reply) => {
      await receipts.recordOpen(request.params.token);
      return reply
        .header('content-type', 'image/gif')
        .header('cache-control', 'no-store, max-age=0')
        .send(OPEN_PICTURE_GIF);
    });

    scope.post<{ Params: { token: string } }>(`${SMS_REPORT_PATH}/:token`, async (request, reply) => {
      if (!smsAuthToken) return reply.code(404).send({ message: 'Not found.' });
      const params = request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
      const signature = request.headers['x-twilio-signature'];
      const signed = typeof signature === 'string' ? signature : undefined;
      if (!isTwilioSignatureValid(smsAuthToken, `${appUrl}${request.url}`, params, signed)) {
        request.log.warn('an SMS delivery report with a wrong signature was refused');
        return reply.code(403).send({ message: 'The signature of this report is not valid.' });
      }
      await receipts.recordSmsReport(request.params.token, {
        status: params.get('MessageStatus') ?? params.get('SmsStatus') ?? '',
        errorCode: params.get('ErrorCode') ?? undefined,
      });
      return reply.code(204).send();
    });
  });
}
