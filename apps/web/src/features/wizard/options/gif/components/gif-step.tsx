import { AnimationStepForm } from '../../common/library/components/animation-step-form';
import { CustomFrameControl } from '../../common/library/components/custom-frame-control';
import { CustomFrameModal } from '../../common/library/components/custom-frame-modal';
import { animationStep, useAnimationStep } from '../../common/library/hooks/use-animation-step';
import { useCustomFrames } from '../../common/library/hooks/use-custom-frames';
import type { OptionStepProps } from '../../common/option-step-page';
import { useGifList } from '../api/get-gif-list';
import { saveGifSettings } from '../api/save-gif-settings';
import { GIF_ITEMS } from '../gif-items';

/** 3 in 1 Animation: the wizard step `/event/gif` and its edit screen. */
export function GifStep(props: OptionStepProps) {
  const library = useGifList();
  const state = useAnimationStep(GIF_STEP, props, library, library.data?.gifList);
  const frames = useCustomFrames('gif', (gifId, custom_frame) =>
    state.chosen.update(gifId, (item) => ({ ...item, gif: { ...item.gif, custom_frame } })),
  );
  return (
    <AnimationStepForm
      description="Animations made of a few photos in a row; each has its own timing and may have a custom frame."
      state={state}
      actions={(item, label) => (
        <CustomFrameControl frame={item.gif.custom_frame[0]} {...frames.controlOf(item.gif_id, label)} />
      )}
    >
      <CustomFrameModal eventId={props.event.id} {...frames.modal} />
    </AnimationStepForm>
  );
}

/** Where the step sits, its animations, how they are saved and its library's title and group. */
const GIF_STEP = animationStep({
  stepId: 'gif',
  items: GIF_ITEMS,
  saving: { call: saveGifSettings, saved: (event) => event.gif_gallery, keep: (reply) => reply.gifSetting },
  libraryModal: { title: '3 in 1 Animation Library', group: 'Animations' },
});
