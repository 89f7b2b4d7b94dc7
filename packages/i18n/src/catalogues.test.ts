/**
 * Every catalogue says everything English says: the same keys, and in each message the same
 * placeholders (a translation that drops `{link}` would send a guest a message without their
 * link). Plural and select branches may differ by language; the arguments they read may not.
 */
import { GUEST_LANGUAGES } from '@boothdeck/contract/guest-languages';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from './catalogues/en.ts';
import { CATALOGUES, guestTextIn } from './server.ts';

function placeholdersOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      placeholdersOf(element.children, found);
      continue;
    }
    found.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholdersOf(option.value, found);
    }
  }
  return found;
}

const sorted = (message: string) => [...placeholdersOf(parse(message))].sort();

describe('guest catalogues', () => {
  for (const language of GUEST_LANGUAGES.filter((code) => code !== 'en')) {
    const catalogue: Record<string, string> = CATALOGUES[language];

    it(`${language} has every key of English and no other`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    });

    it(`${language} keeps every placeholder of each English message`, () => {
      const differing = Object.entries(en)
        .filter(([key]) => catalogue[key] !== undefined)
        .filter(([key, message]) => sorted(catalogue[key] ?? '').join() !== sorted(message).join())
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });

    it(`${language} is a translation, not a copy of English`, () => {
      const copied = Object.entries(en).filter(
        ([key, message]) => catalogue[key] === message && /[a-z]{4}/.test(message),
      );
      // A few words are the same in both (Photo, Video, Boomerang): most are not.
      expect(copied.length).toBeLessThan(Object.keys(en).length / 10);
    });
  }

  it('finds a dropped placeholder', () => {
    expect(sorted('Your photo from {event}: {link}')).toEqual(['event', 'link']);
    expect(sorted('{count, plural, one {# photo from {event}} other {# photos}}')).toEqual(['count', 'event']);
  });

  it('picks each language’s plural form and formats on the event’s clock', () => {
    expect(guestTextIn('es').t('guest.gallery.count', { count: 1 })).toBe('1 foto');
    expect(guestTextIn('es').t('guest.gallery.count', { count: 3 })).toBe('3 fotos');
    expect(guestTextIn('ar').t('guest.gallery.count', { count: 2 })).toBe('صورتان');
    const instant = '2026-07-01T22:30:00Z';
    expect(guestTextIn('de', 'Europe/Berlin').dateTime(instant, 'time')).toBe('00:30');
    expect(guestTextIn('en', 'America/New_York').dateTime(instant, 'date')).toBe('July 1, 2026');
    expect(guestTextIn('fr', 'Europe/Paris').dateTime(instant, 'date')).toBe('2 juillet 2026');
    expect(guestTextIn('de').number(1234.5)).toBe('1.234,5');
  });
});
