import type { Event } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { StepIntent, StepMode } from '@/features/wizard/step-kit';
import { useOptionSave } from '../../common/use-option-save';
import type { useOptionStep } from '../../common/use-option-step';
import type { AnimationItem } from '../components/chosen-animations';
import { LibraryThumb } from '../components/library-thumb';
import { useChosenItems } from './use-chosen-items';
import { useLibraryPicker } from './use-library-picker';

/** A library style an animation step offers. */
export type AnimationStyle = { id: number; name: string; photo: string };

/** What sets one animation step apart: where it sits, its call, its items and how they are saved. */
export type AnimationStepConfig<Item, Settings, Style, Body, Reply> = {
  place: Parameters<typeof useOptionStep>[0];
  save: (body: Body, isUpdate: boolean) => Promise<Reply>;
  /** The event's chosen items, as the event reply lists them. */
  savedOf: (event: Event) => readonly Item[] | null;
  /** The library modal's one group of styles. */
  groupLabel: string;
  animation: AnimationItem<Item, Settings>;
  newItem: (style: Style) => Item;
  body: (eventId: number, items: readonly Item[]) => Body;
  /** What the wizard's draft keeps of the reply. */
  keep: (reply: Reply) => unknown;
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
  const { submit, ...step } = useOptionSave(config.place, mode, config.save);
  const chosen = useChosenItems<Item>(config.savedOf(event), config.animation.idOf);
  const picker = useLibraryPicker(chosen, library, styles && [{ label: config.groupLabel, items: styles }], {
    choice: (style) => ({ label: style.name, preview: <LibraryThumb src={style.photo} /> }),
    chosen: config.newItem,
  });
  const onSubmit = (intent: StepIntent) =>
    chosen.requireAny(MESSAGES.chooseAnyAnimation) && submit(config.body(event.id, chosen.items), intent, config.keep);
  return { step: { ...step, onSubmit }, chosen, picker, animation: config.animation };
}

/** What an animation step's form shows and changes. */
export type AnimationStepState<Item, Settings> = ReturnType<
  typeof useAnimationStep<Item, Settings, AnimationStyle, unknown, unknown>
>;
