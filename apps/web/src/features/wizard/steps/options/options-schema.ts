/** The Options step: ticked options and the admin password, and the event-option body from the contract. */
import {
  type Event,
  type EventOptionBody,
  eventOptionBodySchema,
  OPTION_KEYS,
  type OptionKey,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import type { OptionsDraft } from '../../stores/draft-store';

export type OptionValues = OptionsDraft;
export type OptionErrors = { options?: string; adminPassword?: string };

export const EMPTY_OPTIONS: OptionValues = {
  ...(Object.fromEntries(OPTION_KEYS.map((key) => [key, false])) as Record<OptionKey, boolean>),
  adminPassword: '',
};

export function optionsFromEvent(event: Event): OptionValues {
  const saved = event.event_option;
  if (!saved) return EMPTY_OPTIONS;
  return {
    ...(Object.fromEntries(OPTION_KEYS.map((key) => [key, saved[key] === 1])) as Record<OptionKey, boolean>),
    adminPassword: saved.password,
  };
}

/** The admin password's rule, the contract's: the first message it gives, or none. */
function passwordError(password: string): string | undefined {
  return eventOptionBodySchema.shape.password.safeParse(password).error?.issues[0]?.message;
}

/** At least one of the offered options ticked; the admin password as the contract takes it (blank: required). */
export function validateOptions(values: OptionValues, offered: readonly OptionKey[]): OptionErrors {
  const errors: OptionErrors = {};
  if (!offered.some((option) => values[option])) errors.options = MESSAGES.chooseAnyOption;
  const password = values.adminPassword ? passwordError(values.adminPassword) : MESSAGES.required;
  if (password) errors.adminPassword = password;
  return errors;
}

/** What is kept and sent: options outside `offered` are off; data capture follows the feature. */
export function fitOptionsToOffer(
  values: OptionValues,
  { offered, hasDataCapture }: { offered: readonly OptionKey[]; hasDataCapture: boolean },
): OptionValues {
  const flags = Object.fromEntries(OPTION_KEYS.map((key) => [key, offered.includes(key) && values[key]])) as Record<
    OptionKey,
    boolean
  >;
  return { ...flags, data_capture: hasDataCapture, adminPassword: values.adminPassword };
}

export function toEventOptionBody(values: OptionValues, eventId: number): EventOptionBody {
  const flags = Object.fromEntries(OPTION_KEYS.map((key) => [key, values[key] ? 1 : 0])) as Record<OptionKey, 0 | 1>;
  return { eventId, ...flags, password: values.adminPassword };
}
