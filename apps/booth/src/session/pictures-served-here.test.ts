import type { BoothEvent } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import { pictureServedHere, picturesServedHere } from './pictures-served-here.ts';

const HERE = 'http://192.168.1.20:3000';

describe("the server's pictures, loaded from where the kiosk is served", () => {
  it('moves library artwork and uploads to the kiosk’s own address, whatever address the server named', () => {
    expect(pictureServedHere('http://localhost:3000/library/frame/classic-polaroid.svg', HERE)).toBe(
      `${HERE}/library/frame/classic-polaroid.svg`,
    );
    expect(pictureServedHere('https://booth.example.com/media/watermark/ab12.png?v=2', HERE)).toBe(
      `${HERE}/media/watermark/ab12.png?v=2`,
    );
  });

  it('leaves any other address and text alone', () => {
    for (const text of [
      'https://g.page/r/harbour-review',
      'https://cdn.example.com/images/frame.png',
      '<p><img src="http://localhost:3000/media/a.png"></p>',
      'Harbour Lights',
    ])
      expect(pictureServedHere(text, HERE)).toBe(text);
  });

  it('rewrites every picture of the event, nested at any depth', () => {
    const event = {
      uuid: 'u-1',
      watermark: { photo: 'http://localhost:3000/media/watermark/w.png', align_x: 'right' },
      photo_frame: [
        {
          frame: 'http://localhost:3000/library/frame/f.svg',
          custom_frame: [{ id: 1, frame: 'http://localhost:3000/media/frame/c.png' }],
        },
      ],
      text_message: { google_review_link: 'https://g.page/r/x' },
    } as unknown as BoothEvent;
    expect(picturesServedHere(event, HERE)).toEqual({
      uuid: 'u-1',
      watermark: { photo: `${HERE}/media/watermark/w.png`, align_x: 'right' },
      photo_frame: [
        { frame: `${HERE}/library/frame/f.svg`, custom_frame: [{ id: 1, frame: `${HERE}/media/frame/c.png` }] },
      ],
      text_message: { google_review_link: 'https://g.page/r/x' },
    });
  });
});
