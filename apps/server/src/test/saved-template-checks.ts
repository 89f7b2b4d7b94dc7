/** Checks shared by the steps whose templates an organiser saves under a name (e-mail, social gallery). */
import { MESSAGES } from '@boothdeck/contract/messages';
import { expect } from 'vitest';
import type { OptionsClient } from './options-client.ts';
import type { SignedIn } from './packages-client.ts';

/** Saving a template of `kind` ('email', 'social-gallery') with a blank name is refused on the name. */
export async function expectNamelessTemplateRefused(
  client: OptionsClient,
  who: SignedIn,
  kind: 'email' | 'social-gallery',
  body: { name: string } & Record<string, unknown>,
) {
  const nameless = await client.post(who, `save/my/${kind}-template`, body);
  expect(nameless.json().errors).toEqual({ name: [MESSAGES.templateNameRequired] });
}
