import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxProvider } from '../outbox/index.ts';
import { recordingOutbox } from '../outbox/testing/recording-outbox.ts';
import { signedInRecord } from '../session/testing/signed-in-record.ts';
import { ReadinessCheck } from './readiness-check.tsx';

afterEach(cleanup);

const record = signedInRecord();
const LAPTOP_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0';

describe('the device check on the set-up screen', () => {
  it('asks the browser to keep the booth’s storage and shows a line per need', async () => {
    const persist = vi.fn(async () => true);
    const nav = {
      userAgent: LAPTOP_FIREFOX,
      maxTouchPoints: 0,
      storage: { persist, persisted: async () => false, estimate: async () => ({ usage: 0, quota: 4096 * 1024 ** 2 }) },
    } as unknown as Navigator;
    const { outbox } = recordingOutbox();
    render(
      <OutboxProvider outbox={outbox}>
        <ReadinessCheck
          record={record}
          camera={{ status: 'live', width: 1280, height: 720 }}
          usesVideo
          sources={{ nav, recordingType: async () => 'video/webm;codecs=vp8' }}
        />
      </OutboxProvider>,
    );
    await screen.findByText('This device is ready for guests.');
    expect(persist).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Camera',
      'Video recording',
      'Storage',
      'Home Screen',
      'Network',
      'Browser',
    ]);
    expect(screen.getByText(/Kept by the browser\. Room for about 1365 captures/)).toBeTruthy();
    expect(screen.getByText(/Firefox 153\.0 \(Gecko\) on a computer/)).toBeTruthy();
  });
});
