import { describe, expect, it } from 'vitest';
import { eventAssetUrls } from './event-assets.ts';

describe("the event's pictures for offline use", () => {
  const event = {
    event_info_image: 'http://booth.test/media/events/cover.jpg',
    event_name: 'Harbour Launch',
    photo_frame: [
      {
        frame: 'http://booth.test/library/frames/gold.png',
        preview_image: 'http://booth.test/library/frames/gold-preview.png',
        custom_frame: [{ id: 3, frame: 'http://booth.test/media/frames/custom.png' }],
      },
    ],
    watermark: { photo: 'http://booth.test/media/watermark/logo.png', align_x: 'right' },
    microsite: {
      contents: {
        logo: 'http://booth.test/media/logo.png',
        contentBodyText: '<p>Hello <img src="http://booth.test/media/body.png"> there</p>',
      },
    },
    filter: null,
    digital_prop: [
      { photo_frame: 'http://booth.test/library/props/hat.png' },
      { photo_frame: 'http://booth.test/library/props/hat.png' },
    ],
    time_zone: 'Europe/London',
  };

  it('finds every absolute image address once, including images inside rich text', () => {
    expect(eventAssetUrls(event).sort()).toEqual(
      [
        'http://booth.test/library/frames/gold-preview.png',
        'http://booth.test/library/frames/gold.png',
        'http://booth.test/library/props/hat.png',
        'http://booth.test/media/body.png',
        'http://booth.test/media/events/cover.jpg',
        'http://booth.test/media/frames/custom.png',
        'http://booth.test/media/logo.png',
        'http://booth.test/media/watermark/logo.png',
      ].sort(),
    );
  });

  it("leaves out addresses that are not pictures: the SMS step's review link, links in rich text", () => {
    const withLinks = {
      ...event,
      text_message: {
        text_message: 'See your photo at https://booth.test/g/abc',
        google_review_link: 'https://g.page/r/harbour-launch/review',
        google_review_custom_message: 'Tell us how it went',
      },
      social: { email_message: 'Visit https://harbour.test', instagram: '1', client_facebook: '0' },
      incentive_details: { description: '<p><a href="https://harbour.test/offer">Our offer</a></p>' },
    };
    const urls = eventAssetUrls(withLinks);
    expect(urls).not.toContain('https://g.page/r/harbour-launch/review');
    expect(urls.sort()).toEqual(eventAssetUrls(event).sort());
  });
});
