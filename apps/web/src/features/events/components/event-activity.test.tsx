import { stub, stubApi } from '@boothdeck/client/testing';
import { teamEndpoints } from '@boothdeck/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '@/testing/render-ui';
import { EventActivity } from './event-activity';

describe("an event's activity", () => {
  it('says who did what, with their role and the time, newest first', async () => {
    const today = new Date();
    today.setHours(10, 42, 0, 0);
    stubApi(
      stub(
        teamEndpoints.activity,
        {
          activity: [
            {
              id: 2,
              actor_name: 'Ana Lopez',
              actor_role: 'operator',
              action: 'approved 3 captures',
              created_at: today.toISOString(),
            },
            {
              id: 1,
              actor_name: 'Ada Owner',
              actor_role: 'owner',
              action: 'edited the Frames step',
              created_at: '2026-01-05T09:00:00.000Z',
            },
          ],
        },
        { params: { id: 12 } },
      ),
    );
    renderUi(<EventActivity eventId={12} />);
    const newest = await screen.findByText('approved 3 captures', { exact: false });
    expect(newest).toHaveTextContent(/^Ana Lopez \(Operator\) approved 3 captures · 10:42/);
    // A line before today carries its date.
    expect(screen.getByText('edited the Frames step', { exact: false })).toHaveTextContent(
      /^Ada Owner \(Owner\) edited the Frames step · Jan 5, 2026/,
    );
  });
});
