import type { ReactNode } from 'react';
import type { CaptureSettings } from '@/shared/lib/option-choices';
import { OptionStepForm } from '../../common/option-step-form';
import type { AnimationStepState } from '../hooks/use-animation-step';
import { ChosenAnimations } from './chosen-animations';
import { LibraryModal } from './library-modal';

/** An animation step's words: the form's title and description, the list's heading and the library modal's title. */
export type AnimationStepTexts = { title: string; description: string; heading: string; libraryTitle: string };

type AnimationStepFormProps<Item, Settings> = {
  texts: AnimationStepTexts;
  state: AnimationStepState<Item, Settings>;
  /** A chosen item's actions beside its Settings. */
  actions?: (item: Item, label: string) => ReactNode;
  /** What the step adds below its library modal. */
  children?: ReactNode;
};

/** An animation step's form: its chosen items with their settings and the library modal that picks them. */
export function AnimationStepForm<Item, Settings extends CaptureSettings>({
  texts,
  state: { step, chosen, picker, animation },
  actions,
  children,
}: AnimationStepFormProps<Item, Settings>) {
  return (
    <OptionStepForm title={texts.title} description={texts.description} {...step}>
      <ChosenAnimations
        heading={texts.heading}
        onOpen={picker.open}
        chosen={chosen}
        animation={animation}
        actions={actions}
      />
      <LibraryModal title={texts.libraryTitle} {...picker.modal} />
      {children}
    </OptionStepForm>
  );
}
