/**
 * The backdrops a guest may choose on this device: the event's, once the segmenter has loaded,
 * with the chosen one's picture decoded. A device that cannot segment offers none, and says
 * nothing to the guest about it.
 */
import { useEffect, useState } from 'react';
import { loadCapture } from '../load-capture.ts';
import type { LookOption } from '../look-options.ts';
import { loadSegmenter, type Segmenter } from './segmenter.ts';

export type ChosenBackdrop = { segmenter: Segmenter; image: HTMLImageElement };

export function useBackdrops(backdrops: LookOption[], chosenId: number | undefined) {
  const [segmenter, setSegmenter] = useState<Segmenter | null>(null);
  const [chosen, setChosen] = useState<ChosenBackdrop | null>(null);
  const wanted = backdrops.length > 0;

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void loadSegmenter().then((loaded) => current && setSegmenter(loaded));
    return () => {
      current = false;
    };
  }, [wanted]);

  const address = backdrops.find((each) => each.id === chosenId)?.image;
  useEffect(() => {
    setChosen(null);
    if (!segmenter || !address) return;
    let current = true;
    void loadCapture()
      .then(({ loadImage }) => loadImage(address))
      .then((image) => current && setChosen({ segmenter, image }))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [segmenter, address]);

  return { offered: segmenter ? backdrops : [], chosen };
}
