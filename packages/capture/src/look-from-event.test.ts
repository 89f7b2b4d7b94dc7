import { type BoothEvent, OPTION_KEYS } from '@boothdeck/contract';
import { describe, expect, it } from 'vitest';
import type { LookImage } from './capture-look.ts';
import { contractFilterOf } from './event-filters.ts';
import { type LookEvent, lookFromEvent } from './look-from-event.ts';

const APP = 'https://booth.example';
const allOptionsOff = Object.fromEntries(OPTION_KEYS.map((key) => [key, 0])) as BoothEvent['options'];

/** An event as GET /booth/event sends it, with frames, filters, props and a watermark. */
function eventWith(options: Partial<BoothEvent['options']> = {}): LookEvent {
  return {
    options: { ...allOptionsOff, frame: 1, filters: 1, digital_props: 1, water_mark: 1, ...options },
    photo_frame: [
      {
        frame_id: 3,
        name: 'Classic Polaroid',
        preview_image: `${APP}/library/frame/preview_image/classic-polaroid.svg`,
        photo_frame: `${APP}/library/frame/preview_image/classic-polaroid.svg`,
        frame: `${APP}/library/frame/classic-polaroid.svg`,
        custom_frame: [],
      },
      {
        frame_id: 4,
        name: 'Black & Gold',
        preview_image: `${APP}/library/frame/preview_image/black-and-gold.svg`,
        photo_frame: `${APP}/library/frame/preview_image/black-and-gold.svg`,
        frame: `${APP}/library/frame/black-and-gold.svg`,
        custom_frame: [
          { id: 71, frame: `${APP}/media/custom_frame/71.png` },
          { id: 72, frame: `${APP}/media/custom_frame/72.png` },
        ],
      },
    ],
    filter: [
      {
        id: 12,
        color_filter_id: 12,
        name: 'Sepia',
        filter_photo: `${APP}/library/color_filter/sepia.svg`,
        filter_url: `${APP}/library/color_filter/chart/sepia.svg`,
      },
      {
        id: 15,
        color_filter_id: 15,
        name: 'Warm Glow',
        filter_photo: `${APP}/media/filters/renamed.svg`,
        filter_url: `${APP}/media/filters/renamed-chart.svg`,
      },
    ],
    digital_prop: [
      { prop_id: 40, name: 'Top Hat', photo_frame: `${APP}/library/props/hats-and-crowns/top-hat.svg` },
      { prop_id: 41, name: 'Crown', photo_frame: `${APP}/library/props/hats-and-crowns/crown.svg` },
    ],
    watermark: { id: 9, event_id: 9, photo: `${APP}/media/watermark/9.png`, align_x: 'right', align_y: 'bottom' },
  };
}

/** Stands in for an <img>: remembers its URL and how often it was loaded. */
function fakeLoader() {
  const loads: string[] = [];
  const loadImage = async (url: string) => {
    loads.push(url);
    return { url } as unknown as LookImage;
  };
  return { loads, loadImage };
}
const urlOf = (image: LookImage | undefined) => (image as unknown as { url: string } | undefined)?.url;

describe("a guest's look from the event's settings", () => {
  it('draws the chosen frame, filter and props, and the event watermark where the organiser put it', async () => {
    const { loadImage } = fakeLoader();
    const look = await lookFromEvent(
      eventWith(),
      { frameId: 3, filterId: 12, props: [{ propId: 41, x: 0.4, y: 0.1, width: 0.2, height: 0.15, rotation: -10 }] },
      loadImage,
    );
    expect(urlOf(look.frameImage)).toBe(`${APP}/library/frame/classic-polaroid.svg`);
    expect(look.filterId).toBe('sepia');
    expect(look.props).toEqual([
      {
        image: { url: `${APP}/library/props/hats-and-crowns/crown.svg` },
        x: 0.4,
        y: 0.1,
        width: 0.2,
        height: 0.15,
        rotation: -10,
      },
    ]);
    expect(urlOf(look.watermark?.image)).toBe(`${APP}/media/watermark/9.png`);
    expect(look.watermark?.position).toEqual({ x: 'right', y: 'bottom' });
  });

  it("uses the organiser's own overlay for a frame that has one, or the one picked", async () => {
    const { loadImage } = fakeLoader();
    expect(urlOf((await lookFromEvent(eventWith(), { frameId: 4 }, loadImage)).frameImage)).toBe(
      `${APP}/media/custom_frame/71.png`,
    );
    expect(urlOf((await lookFromEvent(eventWith(), { frameId: 4, customFrameId: 72 }, loadImage)).frameImage)).toBe(
      `${APP}/media/custom_frame/72.png`,
    );
  });

  it('matches a filter whose artwork has no slug by its name', async () => {
    const look = await lookFromEvent(eventWith(), { filterId: 15 }, fakeLoader().loadImage);
    expect(look.filterId).toBe('warm-glow');
  });

  it('loads a prop placed twice once', async () => {
    const { loads, loadImage } = fakeLoader();
    const placed = { propId: 40, x: 0, y: 0, width: 0.1, height: 0.1 };
    const look = await lookFromEvent(
      eventWith({ water_mark: 0 }),
      { props: [placed, { ...placed, x: 0.5 }] },
      loadImage,
    );
    expect(look.props).toHaveLength(2);
    expect(loads).toEqual([`${APP}/library/props/hats-and-crowns/top-hat.svg`]);
  });

  it('is only the watermark when the guest picks nothing, and nothing without a watermark', async () => {
    const { loadImage } = fakeLoader();
    expect(Object.keys(await lookFromEvent(eventWith(), {}, loadImage))).toEqual(['watermark']);
    expect(await lookFromEvent(eventWith({ water_mark: 0 }), {}, loadImage)).toEqual({});
  });

  it('refuses what the event does not offer: an unknown id, or an option that is off', async () => {
    const { loadImage } = fakeLoader();
    await expect(lookFromEvent(eventWith(), { frameId: 99 }, loadImage)).rejects.toThrow(
      "Frame 99 is not one of the event's frames.",
    );
    await expect(lookFromEvent(eventWith({ filters: 0 }), { filterId: 12 }, loadImage)).rejects.toThrow(RangeError);
    await expect(
      lookFromEvent(eventWith(), { props: [{ propId: 1, x: 0, y: 0, width: 1, height: 1 }] }, loadImage),
    ).rejects.toThrow("Prop 1 is not one of the event's props.");
  });
});

describe("which contract filter an event's filter is", () => {
  it('reads the slug from the artwork the library was seeded with', () => {
    expect(
      contractFilterOf({ name: 'Anything', filter_photo: `${APP}/library/color_filter/cool-breeze.svg` })?.slug,
    ).toBe('cool-breeze');
  });

  it('knows no matrix for a filter that is neither a shipped slug nor a shipped name', () => {
    expect(contractFilterOf({ name: 'Polaroid', filter_photo: `${APP}/media/x.svg` })).toBeUndefined();
  });
});
