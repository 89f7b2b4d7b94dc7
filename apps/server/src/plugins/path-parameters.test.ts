/** A definition whose path names a parameter its `params` schema does not read is refused at start. */
import { webhookEndpoints } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { pathParameterMismatch } from './endpoints.ts';

describe('path parameters of a definition', () => {
  it('accepts a path whose parameters are the ones its params read, and one with none', () => {
    expect(pathParameterMismatch(webhookEndpoints.sendTest)).toBeUndefined();
    expect(pathParameterMismatch(webhookEndpoints.list)).toBeUndefined();
  });

  it('refuses a renamed placeholder, saying what the path and the params name', () => {
    const renamed = { ...webhookEndpoints.sendTest, path: '/webhooks/:endpointId/test' };
    expect(pathParameterMismatch(renamed)).toBe('/webhooks/:endpointId/test names endpointId but its params read id');
  });
});
