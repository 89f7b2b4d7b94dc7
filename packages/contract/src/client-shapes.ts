/**
 * The option steps' lists as the product's existing client sends them. That client keeps whole
 * library items (with their settings nested, or with images beside the id) where our web app sends
 * bare ids or flat settings. Each item is turned into our shape before the list is checked, so the
 * rules, the error paths and the replies are the same whichever shape came in.
 */
import { z } from 'zod';

type Id = number | string;

/** A list's input widened to also take client items: in a list, beside ours; alone, as one. */
type WithClientItems<Input, ClientItem> = Input extends readonly (infer Item)[]
  ? (Item | ClientItem)[]
  : Input | ClientItem;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `list`, taking client items too. `toOurs` sees every item, ours included: it turns a client item
 * into ours and returns anything else as it is, for the list's own checks to judge. A value that is
 * not an array is one item. `clientShape` names the client's item in the API document.
 */
export function acceptingClientItems<List extends z.ZodType, ClientItem>(
  list: List,
  toOurs: (item: ClientItem) => unknown,
  clientShape: string,
) {
  const normalise = (value: WithClientItems<z.input<List>, ClientItem>): unknown =>
    Array.isArray(value) ? value.map((item) => toOurs(item as ClientItem)) : toOurs(value as ClientItem);
  return z
    .preprocess(normalise, list)
    .meta({ description: `Items may also be sent as the client keeps them: ${clientShape}.` });
}

/** An id sent bare, or as the first of `keys` a client item has. */
export const idIn =
  <Item extends object>(...keys: (keyof Item & string)[]) =>
  (item: Item): unknown => {
    if (!isRecord(item)) return item;
    const key = keys.find((name) => item[name] !== undefined && item[name] !== null);
    return key === undefined ? item : item[key];
  };

/**
 * Settings sent flat, or nested in a client item under the first of `settingsKeys` it has. Nested
 * settings that lack their own id (`idKey`) take the item's (the first of `itemIdKeys`).
 */
export const settingsIn =
  <Item extends object>(idKey: string, settingsKeys: (keyof Item & string)[], itemIdKeys: (keyof Item & string)[]) =>
  (item: Item): unknown => {
    if (!isRecord(item)) return item;
    const settings = settingsKeys.map((key): unknown => item[key]).find(isRecord);
    if (!settings) return item;
    return { ...settings, [idKey]: settings[idKey] ?? idIn<Item>(...itemIdKeys)(item) };
  };

/** A field's choice sent as text, or as the form builder's option: its label, else its value. */
export const choiceText = (item: ClientChoiceItem): unknown => {
  if (!isRecord(item)) return item;
  const { label, value } = item;
  if (typeof label === 'string' && label.trim() !== '') return label;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : item;
};

/** The client's items, as it sends them. */
export type ClientGifItem<Settings> = {
  id?: Id;
  gif_id?: Id;
  photo?: string;
  image?: string;
  settings?: Partial<Settings>;
  gif_settings?: Partial<Settings>;
  custom_frame?: unknown;
};
export type ClientBurstGifItem<Settings> = {
  id?: Id;
  brust_gif_id?: Id;
  photo?: string;
  settings?: Partial<Settings>;
  brust_gif_setting?: Partial<Settings>;
};
export type ClientPropItem = { id?: Id; image?: string; prop_id?: Id; photo_frame?: string };
export type ClientFrameItem = {
  id?: Id;
  frame_id?: Id;
  preview_image?: string;
  photo_frame?: string;
  custom_frame?: unknown;
};
export type ClientFilterItem = { id?: Id; color_filter_id?: Id; filter_photo?: string; filter_url?: string };
export type ClientChoiceItem = { label?: string; value?: string | number; selected?: boolean };
