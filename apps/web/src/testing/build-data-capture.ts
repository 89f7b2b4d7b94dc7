import type { DataCaptureEvent, DataTrendGraphReply, Lead } from '@boothdeck/contract';

export function buildDataCaptureEvent(overrides: Partial<DataCaptureEvent> = {}): DataCaptureEvent {
  return {
    id: 7,
    uuid: 'uuid-7',
    event_name: 'Harbour Launch Party',
    venue_name: 'Pier 2',
    time_zone: 'Australia/Sydney',
    event_start_date: '2026-11-20 18:00',
    event_end_date: '2026-11-20 23:00',
    data_capture_count: 3,
    ...overrides,
  };
}

export function buildLead(id: number, overrides: Partial<Lead> = {}): Lead {
  return {
    id,
    name: `Guest ${id}`,
    email: `guest${id}@example.com`,
    mobile: `+61 400 000 ${String(id).padStart(3, '0')}`,
    created_at: '2026-11-20T08:15:00.000Z',
    captured_local: '2026-11-20 19:15',
    marketing: 1,
    media_id: null,
    booth_name: null,
    ...overrides,
  };
}

const series = (names: string[]) => ({ data: names.map((name) => ({ name, leads: 0 })), totalData: 0 });

/** A trend reply with no leads in any period. */
export const EMPTY_TREND: DataTrendGraphReply = {
  graphData: {
    weeklyData: series(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']),
    monthlyData: series(['1 Nov', '2 Nov']),
    yearlyData: series(['Dec', 'Jan']),
  },
};
