/**
 * Template texts may hold HTML (saved by a rich editor); the plain text fields show their text.
 * Parsed inertly: DOMParser documents run no scripts and load nothing.
 */
export function htmlToText(value: string): string {
  if (!/<[a-z!/]/i.test(value)) return value;
  const marked = value.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li|blockquote|tr)>/gi, '$&\n\n');
  const text = new DOMParser().parseFromString(marked, 'text/html').body.textContent ?? '';
  return text.replace(/\n{3,}/g, '\n\n').trim();
}
