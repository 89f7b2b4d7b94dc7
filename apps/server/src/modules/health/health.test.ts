import { HEALTH_PATH } from '@boothdeck/contract';
import { PRODUCT_VERSION } from '@boothdeck/contract/product-version';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthOf } from '../../test/plain-replies.ts';
import { createTestApp, TEST_DIALECTS, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DIALECTS)('the health check when the database stops answering on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers 503 naming the database it checked', async () => {
    expect((await t.app.inject({ url: HEALTH_PATH })).statusCode).toBe(200);
    await t.app.platform.database.db.destroy();
    const reply = await t.app.inject({ url: HEALTH_PATH });
    expect(reply.statusCode).toBe(503);
    expect(healthOf(reply)).toEqual({ status: 'unavailable', version: PRODUCT_VERSION, database: dialect });
  });
});
