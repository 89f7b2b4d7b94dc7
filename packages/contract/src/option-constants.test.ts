import { describe, expect, it } from 'vitest';
import { containsEmoji, isReviewLink, withoutEmoji } from './option-constants.ts';

describe('SMS field checks', () => {
  it('finds emoji, including flags, skin tones, keycaps and text symbols shown as emoji', () => {
    for (const text of ['Party 🎉', 'Love ❤️', 'OK 👍🏽', 'From 🇦🇺', 'Number 1️⃣', '👨‍👩‍👧']) {
      expect(containsEmoji(text), text).toBe(true);
    }
    for (const text of ['Plain text', '© 2030 ™ → ½ é ü', 'Prices: $5 & 10%', '']) {
      expect(containsEmoji(text), text).toBe(false);
    }
  });

  it('takes emoji out of a text and keeps everything around them', () => {
    expect(withoutEmoji('Great night 🎉 see you')).toBe('Great night  see you');
    expect(withoutEmoji('Hi 👍🏽🇦🇺👨‍👩‍👧!')).toBe('Hi !');
    expect(withoutEmoji('Table 1️⃣')).toBe('Table 1');
    // Typed key by key, a skin tone can arrive after its hand was refused: the space stays.
    expect(withoutEmoji('See you 🏽')).toBe('See you ');
    expect(withoutEmoji('Love ❤️ and ♥ © →')).toBe('Love  and ♥ © →');
    expect(withoutEmoji('Plain text')).toBe('Plain text');
  });

  it('takes http(s) review links without whitespace only', () => {
    expect(isReviewLink('https://g.page/r/abc/review')).toBe(true);
    expect(isReviewLink('http://search.google.com/local/writereview?placeid=x')).toBe(true);
    for (const link of ['g.page/r/abc', 'ftp://g.page/r', 'https://g.page/r a', 'https://', 'javascript:alert(1)']) {
      expect(isReviewLink(link), link).toBe(false);
    }
  });
});
