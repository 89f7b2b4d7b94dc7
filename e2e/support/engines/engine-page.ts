/**
 * One browser tab of an engine other than Chromium (WebKitGTK over classic WebDriver, Firefox
 * over WebDriver BiDi), as the kiosk journeys drive it: the same few acts on each engine. Page
 * code is passed as a function and run in the page; what it returns comes back as JSON.
 */
export type EngineName = 'WebKitGTK' | 'Firefox ESR';

/**
 * What a click aims at, found as a person finds it: a button by its name, a form field by its
 * label, the second choice of a named look group ("Frame", "Filter"), or the operator's corner.
 */
export type Target = { role: 'button' | 'field' | 'look' | 'corner'; name: RegExp | string };

export interface EnginePage {
  readonly engine: EngineName;
  /** The engine's own version, for the journey's names and the docs. */
  readonly version: string;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `fn(...args)` in the page and gives back its (awaited) result through JSON. */
  run<Result>(fn: (...args: never[]) => Result | Promise<Result>, ...args: unknown[]): Promise<Result>;
  /** A real pointer click at the middle of the target, as a tap is (it counts as the user's gesture). */
  click(target: Target): Promise<void>;
  /** The viewport as a PNG. */
  screenshot(): Promise<Buffer>;
  /** Ends the session and stops every process the engine started. */
  close(): Promise<void>;
}

/** A pattern matching `text` exactly as written. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A target as the page finder takes it: strings only, since it crosses into the page. */
export const targetArgs = ({ role, name }: Target) =>
  typeof name === 'string' ? [role, `^${escapeRegExp(name)}$`, ''] : [role, name.source, name.flags];

/**
 * Finds a visible control in the page, scrolled into view (see Target). Runs in the page:
 * self-contained.
 */
export function findInPage(role: string, pattern: string, flags: string): Element | null {
  const matches = new RegExp(pattern, flags);
  const text = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const isShown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const nameOf = (element: Element) => {
    if (role === 'look') return text(element.querySelector('legend')?.textContent);
    if (role === 'field') {
      const field = element as HTMLInputElement;
      return text(field.getAttribute('aria-label') ?? field.labels?.[0]?.textContent);
    }
    // A button's parts (a mode's label and its hint) are words apart, as a screen reader reads them.
    return text(
      element.getAttribute('aria-label') ?? [...element.childNodes].map((part) => part.textContent).join(' '),
    );
  };
  const selectors: Record<string, string> = {
    field: 'input, select, textarea',
    corner: '[data-testid="operator-corner"]',
    look: 'fieldset',
    button: 'button',
  };
  const match = [...document.querySelectorAll(selectors[role] ?? 'button')].find(
    (element) => (role === 'corner' || isShown(element)) && (role === 'corner' || matches.test(nameOf(element))),
  );
  const found = role === 'look' ? (match?.querySelectorAll('button')[1] ?? null) : match;
  found?.scrollIntoView({ block: 'center', inline: 'center' });
  return found ?? null;
}
