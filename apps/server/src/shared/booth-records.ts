/**
 * A lead or voucher a booth stored under its own client id is answered again only to the booth
 * session that stored it (its retry after a lost reply). Another booth sending the same client id
 * gets 409, as a capture's client id sent with other bytes does, and never sees the first booth's
 * record. Records stored before booths were recorded on them (no session) answer as before.
 */
import { MEDIA_UPLOAD_MESSAGES } from '@boothdeck/contract';
import type { BoothIdentity } from '../plugins/endpoints.ts';
import { AppError } from './app-error.ts';

export function requireOwnRecord<Row extends { booth_session_id: number | null }>(row: Row, booth: BoothIdentity): Row {
  if (row.booth_session_id !== null && row.booth_session_id !== booth.sessionId) {
    throw new AppError('conflict', MEDIA_UPLOAD_MESSAGES.clientIdOfOtherBooth);
  }
  return row;
}
