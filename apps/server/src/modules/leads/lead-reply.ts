/** A lead row as the replies carry it, with its capture time in the event's zone. */
import type { Lead } from '@boothdeck/contract';
import { instantToWallTime } from '../../shared/wall-times.ts';
import type { LeadRow } from './leads.repository.ts';

export const toLead = (row: LeadRow, timeZone: string): Lead => ({
  id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  created_at: row.created_at,
  captured_local: instantToWallTime(row.created_at, timeZone),
  marketing: row.marketing_consent === 1 ? 1 : 0,
  media_id: row.media_id,
  booth_name: row.booth_name,
});
