import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts text in an empty field in one go, as a paste. Each key typed draws the whole form again, so
 * typing a text key by key is for the tests that check what happens at each key; a test that only
 * needs the text in the field fills it.
 */
export async function fillField(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
