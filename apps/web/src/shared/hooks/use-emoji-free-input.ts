import { withoutEmoji } from '@boothdeck/contract';
import type { UseFormReturnType } from '@mantine/form';
import { type ChangeEvent, useEffect, useRef } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** Puts the caret back where the typing was, once the kept text is on screen. */
function keepCaret(control: TextControl, typed: string, caret: number | null) {
  if (caret === null || document.activeElement !== control) return;
  const position = withoutEmoji(typed.slice(0, caret)).length;
  setTimeout(() => control.setSelectionRange(position, position), 0);
}

/** How long the note that an emoji was left out stays once the text left is fine. */
export const EMOJI_NOTE_MS = 3000;

/**
 * Input props for a text field of a Mantine form that refuses emoji: a typed or pasted emoji is
 * left out, the rest of the text stays as it was, and `message` says why. What is left is valid
 * text, so the message goes at the next change or a few seconds later, whichever is first.
 */
export function useEmojiFreeInput<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>) {
  const timers = useRef(new Map<string, number>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
    };
  }, []);
  const clearLater = (field: string, message: string) => {
    window.clearTimeout(timers.current.get(field));
    const timer = window.setTimeout(() => {
      timers.current.delete(field);
      // Only the note: an error a submit has set meanwhile stays.
      form.setErrors((current) => {
        if (current[field] !== message) return current;
        const { [field]: _note, ...others } = current;
        return others;
      });
    }, EMOJI_NOTE_MS);
    timers.current.set(field, timer);
  };
  return (field: Extract<keyof Values, string>, message: string) => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<TextControl>) => {
      const control = event.currentTarget;
      const typed = control.value;
      const kept = withoutEmoji(typed);
      // Only this field changes (setValues would clear every field's error). Mantine types a value by
      // its path, which a field named by a type parameter cannot resolve; the field holds text.
      form.setFieldValue(field, kept as never);
      if (kept === typed) {
        form.clearFieldError(field);
        return;
      }
      // Set after the change's own clearing, even when the same message already shows.
      form.setErrors((current) => ({ ...current, [field]: message }));
      clearLater(field, message);
      keepCaret(control, typed, control.selectionStart);
    },
  });
}
