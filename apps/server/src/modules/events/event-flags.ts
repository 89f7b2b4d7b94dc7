/** Feature and option flags as the events table keeps them: JSON objects of 0/1 per key. */
import { FEATURE_KEYS, type FeatureKey, OPTION_KEYS, type OptionKey, SHARING_OPTIONS } from '@boothdeck/contract';

export type Flag = 0 | 1;
export type FeatureFlags = Record<FeatureKey, Flag>;
export type OptionFlags = Record<OptionKey, Flag>;

function pickFlags<K extends string>(keys: readonly K[], source: Partial<Record<string, unknown>>): Record<K, Flag> {
  return Object.fromEntries(keys.map((key) => [key, source[key] === 1 ? 1 : 0])) as Record<K, Flag>;
}

function parseFlags<K extends string>(keys: readonly K[], json: string | null): Record<K, Flag> | null {
  if (json === null) return null;
  const parsed: unknown = JSON.parse(json);
  return pickFlags(keys, typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {});
}

/** Still photo is always on. */
export const featureFlagsFrom = (source: Partial<Record<string, unknown>>): FeatureFlags => ({
  ...pickFlags(FEATURE_KEYS, source),
  still_photo: 1,
});
export const optionFlagsFrom = (source: Partial<Record<string, unknown>>): OptionFlags =>
  pickFlags(OPTION_KEYS, source);

export const parseFeatureFlags = (json: string | null) => parseFlags(FEATURE_KEYS, json);
export const parseOptionFlags = (json: string | null) => parseFlags(OPTION_KEYS, json);

/** With Sharing off the event has no social, email, text-message or microsite sharing. */
export function withoutSharing(options: OptionFlags): OptionFlags {
  const copy = { ...options };
  for (const key of SHARING_OPTIONS) copy[key] = 0;
  return copy;
}

export const hasAnyOption = (options: OptionFlags) => OPTION_KEYS.some((key) => options[key] === 1);
