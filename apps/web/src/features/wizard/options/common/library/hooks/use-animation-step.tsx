import { type Event, type OptionStepId, optionStep } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { StepIntent, StepMode } from '@/features/wizard/step-kit';
import { useOptionSave } from '../../use-option-save';
import type { AnimationItem } from '../components/chosen-animations';
import { LibraryThumb } from '../components/library-thumb';
import { useChosenItems } from './use-chosen-items';
import { useLibraryPicker } from './use-library-picker';

/** A library style an animation step offers. */
export type AnimationStyle = { id: number; name: string; photo: string };

/**
 * An animation step's items: how a chosen one is read and changed, made from a library style and
 * listed in the save call's body.
 */
export type AnimationItems<Item, Settings, Style, Body> = AnimationItem<Item, Settings> & {
  fromStyle: (style: Style) => Item;
  body: (eventId: number, items: readonly Item[]) => Body;
};

/** What sets one animation step apart: its id, its items, how they are saved and its library's words. */
export type AnimationStepConfig<Item, Settings, Style, Body, Reply> = {
  stepId: OptionStepId;
  items: AnimationItems<Item, Settings, Style, Body>;
  saving: {
    call: (body: Body, isUpdate: boolean) => Promise<Reply>;
    /** The chosen items as the event reply lists them. */
    saved: (event: Event) => readonly Item[] | null;
    /** What the wizard's draft keeps of the save's reply. */
    keep: (reply: Reply) => unknown;
  };
  /** The library modal's title and its one group of styles, which the chosen list's heading names too. */
  libraryModal: { title: string; group: string };
};

/** An animation step's config, its types read from its parts. */
export const animationStep = <Item, Settings, Style extends AnimationStyle, Body, Reply>(
  config: AnimationStepConfig<Item, Settings, Style, Body, Reply>,
) => config;

/**
 * An animation step's state: its chosen items, the library modal that changes them and the
 * submit that saves them (refused while none is chosen).
 */
export function useAnimationStep<Item, Settings, Style extends AnimationStyle, Body, Reply>(
  config: AnimationStepConfig<Item, Settings, Style, Body, Reply>,
  { mode, event }: { mode: StepMode; event: Event },
  library: { isPending: boolean; error: unknown },
  styles: readonly Style[] | undefined,
) {
  const { stepId, items, saving, libraryModal } = config;
  const { submit, ...step } = useOptionSave(stepId, mode, saving.call);
  const chosen = useChosenItems<Item>(saving.saved(event), items.idOf);
  const picker = useLibraryPicker(chosen, library, styles && [{ label: libraryModal.group, items: styles }], {
    choice: (style) => ({ label: style.name, preview: <LibraryThumb src={style.photo} /> }),
    chosen: items.fromStyle,
  });
  const onSubmit = (intent: StepIntent) =>
    chosen.requireAny(MESSAGES.chooseAnyAnimation) && submit(items.body(event.id, chosen.items), intent, saving.keep);
  /** The form's title is the option's name; the list's heading names the library's group. */
  const texts = {
    title: optionStep(stepId).label,
    heading: `Chosen ${libraryModal.group.toLowerCase()}`,
    libraryTitle: libraryModal.title,
  };
  // The form reads and changes the chosen items; making and saving them stay here.
  const animation: AnimationItem<Item, Settings> = items;
  return { step: { ...step, onSubmit }, chosen, picker, animation, texts };
}

/** What an animation step's form shows and changes. */
export type AnimationStepState<Item, Settings> = ReturnType<
  typeof useAnimationStep<Item, Settings, AnimationStyle, unknown, unknown>
>;
