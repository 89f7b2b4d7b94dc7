import type { ReactNode } from 'react';
import type { CaptureSettings } from '@/shared/lib/option-choices';
import { OptionStepForm } from '../../option-step-form';
import type { AnimationStepState } from '../hooks/use-animation-step';
import { ChosenAnimations } from './chosen-animations';
import { LibraryModal } from './library-modal';

type AnimationStepFormProps<Item, Settings> = {
  /** What the step offers, under its title. */
  description: string;
  state: AnimationStepState<Item, Settings>;
  /** A chosen item's actions beside its Settings. */
  actions?: (item: Item, label: string) => ReactNode;
  /** What the step adds below its library modal. */
  children?: ReactNode;
};

/** An animation step's form: its chosen items with their settings and the library modal that picks them. */
export function AnimationStepForm<Item, Settings extends CaptureSettings>({
  description,
  state: { step, chosen, picker, animation, texts },
  actions,
  children,
}: AnimationStepFormProps<Item, Settings>) {
  return (
    <OptionStepForm title={texts.title} description={description} {...step}>
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
