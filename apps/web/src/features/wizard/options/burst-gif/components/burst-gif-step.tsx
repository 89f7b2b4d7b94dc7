import { AnimationStepForm } from '../../common/library/components/animation-step-form';
import { animationStep, useAnimationStep } from '../../common/library/hooks/use-animation-step';
import type { OptionStepProps } from '../../common/option-step-page';
import { useBurstGifs } from '../api/get-burst-gifs';
import { saveBurstGifs } from '../api/save-burst-gifs';
import { BURST_ITEMS } from '../burst-items';

/** 3 in 1 Fast: the wizard step `/event/brust-gif` and its edit screen. */
export function BurstGifStep(props: OptionStepProps) {
  const library = useBurstGifs();
  return (
    <AnimationStepForm
      description="A quick burst of photos played back as one animation."
      state={useAnimationStep(BURST_STEP, props, library, library.data?.allGifs)}
    />
  );
}

/** Where the step sits, its styles, how they are saved and its library's title and group. */
const BURST_STEP = animationStep({
  stepId: 'burst-gif',
  items: BURST_ITEMS,
  saving: { call: saveBurstGifs, saved: (event) => event.brust_gif_gallery, keep: (reply) => reply.galleryItems },
  libraryModal: { title: '3-in-1 Fast', group: 'Styles' },
});
