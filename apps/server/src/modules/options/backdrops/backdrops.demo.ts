/** The demo events' settings of the virtual backdrop step, saved by its service from its update call's body. */
import { backdropEndpoints } from '@boothdeck/contract';
import { backdropDataUrl } from '../../../../tools/demo/demo-images.ts';
import { bodyFor, rotate } from '../../../../tools/demo/demo-library.ts';
import type { DemoStep } from '../../../../tools/demo/demo-options.ts';
import { createBackdropService } from './backdrops.service.ts';

/** The demo's backdrops: a name and the two colours of its gradient. */
const DEMO_BACKDROPS: [string, [string, string]][] = [
  ['Sunset beach', ['#f59e0b', '#be185d']],
  ['Northern lights', ['#065f46', '#312e81']],
  ['Party lights', ['#7c3aed', '#db2777']],
];

/**
 * Every event shows two of the three backdrops: each is drawn once per process (a load that
 * follows another draws none), and uploaded as often as it is shown.
 */
const backdropImages = new Map<string, Promise<string>>();
function backdropImage([name, colours]: (typeof DEMO_BACKDROPS)[number]): Promise<string> {
  let image = backdropImages.get(name);
  if (!image) {
    image = backdropDataUrl(colours);
    backdropImages.set(name, image);
  }
  return image;
}

export const demo: DemoStep = async ({ options, userId, event }) => {
  const body = bodyFor(backdropEndpoints.update, {
    backdrops: await Promise.all(
      rotate(DEMO_BACKDROPS, event.index, 2).map(async (backdrop) => ({
        name: backdrop[0],
        image: await backdropImage(backdrop),
      })),
    ),
  });
  return createBackdropService(options).save(userId, event.id, body.backdrops);
};
