import { queryKeyOf } from '@boothdeck/client';
import { webhookEndpoints } from '@boothdeck/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateCalls } from './invalidate-calls';

describe('invalidating by a call', () => {
  it('marks stale the replies that have the input given, whatever else they asked, and no other call', async () => {
    const cache = new QueryClient();
    const deliveries = (id: number) => queryKeyOf(webhookEndpoints.deliveries, { params: { id } });
    for (const key of [deliveries(1), deliveries(2), queryKeyOf(webhookEndpoints.list)]) cache.setQueryData(key, {});
    const stale = () =>
      cache
        .getQueryCache()
        .getAll()
        .map((query) => query.state.isInvalidated);

    await cache.invalidateQueries({ queryKey: deliveries(2) });
    expect(stale()).toEqual([false, true, false]);
    await invalidateCalls(cache, [webhookEndpoints.deliveries]);
    expect(stale()).toEqual([true, true, false]);
  });
});
