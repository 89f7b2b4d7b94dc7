import type { OptionStepProps } from '../../common/option-step-page';
import { AnimationStepForm } from '../../library/components/animation-step-form';
import { animationStep, useAnimationStep } from '../../library/hooks/use-animation-step';
import { useBurstGifs } from '../api/get-burst-gifs';
import { saveBurstGifs } from '../api/save-burst-gifs';
import { BURST_ANIMATION, newBurstItem, toBurstGifList } from '../burst-items';

const BURST_STEP = animationStep({
  place: { path: '/event/brust-gif', option: 'brust_gif', draftKey: 'burst_gifs' },
  save: saveBurstGifs,
  savedOf: (event) => event.brust_gif_gallery,
  groupLabel: 'Styles',
  animation: BURST_ANIMATION,
  newItem: newBurstItem,
  body: (eventId, items) => ({ eventId, brust_gif: toBurstGifList(items) }),
  keep: (reply) => reply.galleryItems,
});

const TEXTS = {
  title: '3 in 1 Fast',
  description: 'A quick burst of photos played back as one animation.',
  heading: 'Chosen styles',
  libraryTitle: '3-in-1 Fast',
};

/** 3 in 1 Fast: the wizard step `/event/brust-gif` and its edit screen. */
export function BurstGifStep(props: OptionStepProps) {
  const library = useBurstGifs();
  return (
    <AnimationStepForm texts={TEXTS} state={useAnimationStep(BURST_STEP, props, library, library.data?.allGifs)} />
  );
}
