import { analyticsEndpoints, galleryEndpoints } from '@boothdeck/contract';
import { accountCalls } from '@boothdeck/contract/call-addresses';
import { describe, expect, it } from 'vitest';
import { queryKeyOf } from './query-key.ts';

describe('the query key of a call', () => {
  it('is its method and path, then the parameters and query it sends, written as the address writes them', () => {
    expect(queryKeyOf(accountCalls.user)).toEqual(['GET /user', {}]);
    expect(queryKeyOf(analyticsEndpoints.channelGraph, { params: { channel: 'sms', eventId: 7 } })).toEqual([
      'GET /event-graph/sharing/:channel/:eventId',
      { params: { channel: 'sms', eventId: '7' } },
    ]);
    // What is not sent is not in the key; a number and its text are one value on the wire.
    const items = (page: number | undefined, eventId: number | string) =>
      queryKeyOf(galleryEndpoints.items, { query: { event_id: eventId, gallery_item: 'gif', page } });
    expect(items(undefined, 7)).toEqual(['GET /gallery-items', { query: { event_id: '7', gallery_item: 'gif' } }]);
    expect(items(2, 7)).not.toEqual(items(3, 7));
  });
});
