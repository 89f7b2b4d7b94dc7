/** Every string anywhere in a reply (nested in objects and lists) that passes `keep`. */
export function stringsIn(value: unknown, keep: (text: string) => boolean): string[] {
  if (typeof value === 'string') return keep(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => stringsIn(item, keep));
  if (value && typeof value === 'object') return Object.values(value).flatMap((item) => stringsIn(item, keep));
  return [];
}
