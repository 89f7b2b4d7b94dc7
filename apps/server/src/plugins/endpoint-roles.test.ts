/** What the registry refuses at start: a client let in with no event to check, an event-naming write with no activity text. */
import { defineEndpoint, type EndpointDefinition, ROLES } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACTIVITY_TEXTS } from '../modules/team/index.ts';
import { contractDefinitions } from '../test/contract-definitions.ts';
import { isEventWrite, roleDeclarationProblem } from './endpoint-roles.ts';

const write = defineEndpoint({
  caller: 'organiser',
  tag: 'test',
  method: 'POST',
  path: '/renamed-thing',
  roles: ROLES.staff,
  eventIn: { in: 'body', name: 'event_id' },
  summary: 'A write at an event',
  body: z.object({ event_id: z.number() }),
  reply: z.object({}),
});

describe('role declarations', () => {
  it('refuses an event-naming write without an activity text, and a client let in with no event', () => {
    expect(roleDeclarationProblem(write, new Map())).toBe(
      'POST /renamed-thing names its event but has no activity text',
    );
    expect(roleDeclarationProblem(write, new Map([[write as EndpointDefinition, 'renamed a thing']]))).toBeUndefined();
    const { eventIn: _eventIn, ...withoutEvent } = write;
    expect(roleDeclarationProblem({ ...withoutEvent, roles: ROLES.viewers }, new Map())).toBe(
      '/renamed-thing lets a client in but names no eventIn',
    );
  });

  it('has a text for every write of the contract that names its event, and none for other calls', () => {
    const writes = contractDefinitions().filter(isEventWrite);
    expect(writes.filter((definition) => !ACTIVITY_TEXTS.has(definition)).map((definition) => definition.path)).toEqual(
      [],
    );
    expect(ACTIVITY_TEXTS.size).toBe(writes.length);
  });
});
