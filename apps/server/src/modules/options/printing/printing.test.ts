import fs from 'node:fs';
import path from 'node:path';
import { eventEndpoints, PRINTING_STEP_MESSAGES, type PrintingBody, printingEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { errorOf, replyOf } from '../../../test/call-app.ts';
import { duplicateEventBody } from '../../../test/events-client.ts';
import { asDataUrl, blankPng } from '../../../test/image-fixtures.ts';
import { stepBody, useOptionStep } from '../../../test/option-step-setup.ts';
import type { SignedIn } from '../../../test/packages-client.ts';
import { TEST_DIALECTS } from '../../../test/test-app.ts';

const strip = () => asDataUrl(blankPng(600, 1800), 'image/png');

describe.each(TEST_DIALECTS)('printing step on %s', (dialect) => {
  const setup = useOptionStep(dialect, 'Monthly Basic', { printing: 1 });
  const body = stepBody(setup, () => ({ paper: '2x6-strips', copies: 2, auto_print: 1, print_limit: 50 }));
  const save = (member: SignedIn, extra: Partial<PrintingBody> = {}) =>
    setup.client.call(member, printingEndpoints.save, { body: body(extra) as PrintingBody });
  const update = (member: SignedIn, eventId: number, extra: Partial<PrintingBody>) =>
    setup.client.call(member, printingEndpoints.update, { params: { id: eventId }, body: body(extra) as PrintingBody });

  it('saves the paper, copies, auto-print, limit and a strip frame re-encoded, shown in the event', async () => {
    const { t, client, alice, eventId } = setup;
    const { printing } = replyOf(await save(alice, { strip_shots: 4, print_frame: strip() }));
    expect(printing).toMatchObject({ paper: '2x6-strips', copies: 2, auto_print: 1, print_limit: 50, strip_shots: 4 });
    expect(printing.print_frame).toMatch(/^\/media\/print_frame\/[0-9a-f]{32}\.png$/);
    const stored = await sharp(fs.readFileSync(path.join(t.config.dataDir, printing.print_frame ?? ''))).metadata();
    expect([stored.width, stored.height]).toEqual([600, 1800]);
    expect((await client.show(alice, eventId)).printing).toEqual(printing);
  });

  it('keeps the frame by its address, refuses it for a paper it was not drawn for, removes it with ""', async () => {
    const { t, alice, eventId } = setup;
    const first = replyOf(await save(alice, { print_frame: strip() })).printing;
    const kept = replyOf(await update(alice, eventId, { copies: 3, print_frame: first.print_frame ?? '' })).printing;
    expect(kept).toMatchObject({ copies: 3, print_frame: first.print_frame });
    const otherPaper = await update(alice, eventId, { paper: '4x6-landscape', print_frame: first.print_frame ?? '' });
    expect(errorOf(otherPaper, 422).errors).toEqual({
      print_frame: [PRINTING_STEP_MESSAGES.frameSize('4x6-landscape')],
    });
    const wrongSize = await update(alice, eventId, { paper: '4x6-landscape', print_frame: strip() });
    expect(errorOf(wrongSize, 422).errors).toEqual({
      print_frame: [PRINTING_STEP_MESSAGES.frameSize('4x6-landscape')],
    });
    const landscape = asDataUrl(blankPng(1800, 1200), 'image/png');
    const moved = replyOf(await update(alice, eventId, { paper: '4x6-landscape', print_frame: landscape })).printing;
    expect(moved.print_frame).not.toBe(first.print_frame);
    expect(fs.existsSync(path.join(t.config.dataDir, first.print_frame ?? ''))).toBe(false);
    const removed = replyOf(await update(alice, eventId, { paper: '4x6-landscape', print_frame: '' })).printing;
    expect(removed.print_frame).toBeNull();
    expect(fs.existsSync(path.join(t.config.dataDir, moved.print_frame ?? ''))).toBe(false);
  });

  it('answers every bad field in one 422', async () => {
    const { client, alice, eventId } = setup;
    const reply = await client.callUnchecked(alice, printingEndpoints.update, {
      params: { id: eventId },
      body: { paper: 'letter', copies: 0, print_limit: -3, strip_shots: 5 },
    });
    expect(errorOf(reply, 422).errors).toEqual({
      paper: [PRINTING_STEP_MESSAGES.paper],
      copies: [PRINTING_STEP_MESSAGES.copies],
      print_limit: [PRINTING_STEP_MESSAGES.limit],
      strip_shots: [PRINTING_STEP_MESSAGES.stripShots],
    });
    const notImage = await update(alice, eventId, { print_frame: asDataUrl(Buffer.from('not a png'), 'image/png') });
    expect(errorOf(notImage, 422).errors).toEqual({ print_frame: [PRINTING_STEP_MESSAGES.frameInvalid] });
  });

  it('takes a blank limit as none', async () => {
    const { alice, eventId } = setup;
    const { printing } = replyOf(await update(alice, eventId, { print_limit: '' as unknown as number }));
    expect(printing.print_limit).toBeNull();
  });

  it("refuses a plan without printing and another organiser's event", async () => {
    const { client, bob, eventId } = setup;
    const trial = await client.organiser('Free Trial');
    const draft = await client.createDraft(trial);
    const refused = await client.call(trial, printingEndpoints.save, {
      body: { eventId: draft, paper: '6x6', copies: 1 },
    });
    expect(errorOf(refused, 403).errors).toEqual({ printing: [MESSAGES.upgradePackage] });
    expect((await save(bob)).statusCode).toBe(404);
    expect((await update(bob, eventId, {})).statusCode).toBe(404);
  });

  it('is copied with its frame when the event is duplicated', async () => {
    const { client, alice, eventId } = setup;
    const saved = replyOf(await save(alice, { print_frame: strip() })).printing;
    const copy = replyOf(await client.call(alice, eventEndpoints.duplicate, { body: duplicateEventBody(eventId) }));
    const copied = (await client.show(alice, copy.event.id)).printing;
    expect(copied).toMatchObject({ paper: saved.paper, copies: saved.copies, print_limit: saved.print_limit });
    expect(copied?.print_frame).toMatch(/^\/media\/print_frame\//);
    expect(copied?.print_frame).not.toBe(saved.print_frame);
  });
});
