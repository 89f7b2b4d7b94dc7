import { callsTo, stub } from '@boothdeck/client/testing';
import { type IncentiveOfferGetReply, type IncentiveOfferReply, incentiveOfferEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildEvent } from '@/testing/build-event';
import { fillField } from '@/testing/fill-field';
import { renderOptionForm } from '@/testing/render-option-form';
import { IncentiveOffersStep } from './incentive-offers-step';

vi.mock('@/shared/ui/event-date-time-picker', () => import('@/testing/event-date-time-picker-stub'));

const EVENT = buildEvent({ id: 12, time_zone: 'UTC' });
const EMPTY: IncentiveOfferGetReply = { incentive_offer: [], incentive_details: null };
const SAVED_REPLY: IncentiveOfferReply = { status: true, message: 'Saved', data: EMPTY };
const names = () => screen.getAllByLabelText(/^Offer name/, { selector: 'input' });
const input = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' });

function renderOffers(saved: IncentiveOfferGetReply = EMPTY) {
  return renderOptionForm(IncentiveOffersStep, {
    event: EVENT,
    path: '/event/incentive-offer',
    chosen: ['incentive_offer'],
    stubs: [
      stub(incentiveOfferEndpoints.get, saved, { params: { id: 12 } }),
      stub(incentiveOfferEndpoints.save, SAVED_REPLY),
    ],
  });
}

async function fillRow(user: ReturnType<typeof renderOffers>['user'], number: number, expiry: string) {
  await fillField(user, input(`Offer name ${number}`), `Free drink ${number}`);
  await fillField(user, input(`Uses limit ${number}`), '50');
  fireEvent.change(input(`Expire in ${number}`), { target: { value: expiry } });
}

describe('incentives and offers step', () => {
  it('starts with three rows, adds three at a time up to twelve, and removes rows', async () => {
    const { user } = renderOffers();
    expect(await screen.findAllByLabelText(/^Offer name/, { selector: 'input' }, { timeout: 5000 })).toHaveLength(3);
    const add = screen.getByRole('button', { name: 'ADD' });
    await user.click(add);
    expect(names()).toHaveLength(6);
    await user.click(add);
    await user.click(add);
    expect(names()).toHaveLength(12);
    expect(add).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove offer 4' }));
    expect(names()).toHaveLength(11);
    await user.click(add);
    expect(names()).toHaveLength(12);
  });

  it('leaves rows nothing was typed into out, and checks a row that is only partly filled', async () => {
    const { user, fetchMock, location } = renderOffers();
    await screen.findAllByLabelText(/^Offer name/, { selector: 'input' }, { timeout: 5000 });
    await fillRow(user, 1, '2099-01-01 10:00');
    await fillField(user, input('Uses limit 3'), '5');
    await fillField(user, input('Description'), 'Show this at the bar');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Row 3 was started: its name and expiry are asked for; row 2 stays quiet.
    expect(screen.getAllByText(MESSAGES.thisIsRequired)).toHaveLength(2);
    expect(callsTo(fetchMock, incentiveOfferEndpoints.save)).toHaveLength(0);

    await user.clear(input('Uses limit 3'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    expect(callsTo(fetchMock, incentiveOfferEndpoints.save)[0]?.body).toMatchObject({
      incentive_offer: [{ offer_name: 'Free drink 1', uses_limit: 50, expire_in: '2099-01-01 10:00' }],
    });
  });

  it("picks the expiry on the calendar of the event's dates, on the event's clock", async () => {
    renderOffers();
    await screen.findAllByLabelText(/^Offer name/, { selector: 'input' }, { timeout: 5000 });
    // The picker stand-in carries the earliest time it offers: now on the event's clock (UTC here).
    const earliest = input('Expire in 1').getAttribute('data-min') ?? '';
    expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(input('Expire in 1')).not.toHaveAttribute('type', 'datetime-local');
  });

  it('limits the offer name to 60 characters with a counter and asks for every field', async () => {
    const { user, fetchMock } = renderOffers();
    await screen.findAllByLabelText(/^Offer name/, { selector: 'input' }, { timeout: 5000 });
    await user.click(input('Offer name 1'));
    await user.paste('y'.repeat(70));
    expect(input('Offer name 1')).toHaveValue('y'.repeat(60));
    expect(screen.getByText('60/60')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The named row's use limit and expiry, and the description; the empty rows are left out.
    expect(screen.getAllByText(MESSAGES.thisIsRequired)).toHaveLength(3);
    expect(callsTo(fetchMock, incentiveOfferEndpoints.save)).toHaveLength(0);
  });

  it('refuses an expiry in the past', async () => {
    const { user, fetchMock } = renderOffers();
    await screen.findAllByLabelText(/^Offer name/, { selector: 'input' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Remove offer 3' }));
    await user.click(screen.getByRole('button', { name: 'Remove offer 2' }));
    await fillRow(user, 1, '2020-01-01 10:00');
    await fillField(user, input('Description'), 'Show this at the bar');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(MESSAGES.offerExpiryPast)).toBeInTheDocument();
    expect(callsTo(fetchMock, incentiveOfferEndpoints.save)).toHaveLength(0);
  });

  it('sends the offers and description, and leaves the description out of a draft', async () => {
    const { user, fetchMock, location } = renderOffers();
    await screen.findAllByLabelText(/^Offer name/, { selector: 'input' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Remove offer 3' }));
    await fillRow(user, 1, '2099-01-01 10:00');
    await fillRow(user, 2, '2099-02-01 18:30');
    await fillField(user, input('Description'), 'Show this at the bar');

    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText(MESSAGES.draftSaved)).toBeInTheDocument();
    const [draft] = callsTo(fetchMock, incentiveOfferEndpoints.save);
    expect(draft?.body).not.toHaveProperty('description');
    expect(draft?.body).toMatchObject({ draft_status: 'draft' });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()?.pathname).toBe('/event/summary'));
    expect(callsTo(fetchMock, incentiveOfferEndpoints.save)[1]?.body).toEqual({
      eventId: 12,
      incentive_offer: [
        { offer_name: 'Free drink 1', uses_limit: 50, expire_in: '2099-01-01 10:00' },
        { offer_name: 'Free drink 2', uses_limit: 50, expire_in: '2099-02-01 18:30' },
      ],
      description: 'Show this at the bar',
      draft_status: 'final',
    });
  });
});
