/** Checks shared by the steps whose templates an organiser saves under a name (e-mail, social gallery). */
import { MESSAGES } from '@boothdeck/contract/messages';
import { expect } from 'vitest';
import type { OptionsClient } from './options-client.ts';
import type { SignedIn } from './packages-client.ts';

/** The steps whose templates are saved under a name, as their calls spell them. */
type TemplateKind = 'email' | 'social-gallery';

/** Saving a template of `kind` ('email', 'social-gallery') with a blank name is refused on the name. */
export async function expectNamelessTemplateRefused(
  client: OptionsClient,
  who: SignedIn,
  kind: TemplateKind,
  body: { name: string } & Record<string, unknown>,
) {
  const nameless = await client.post(who, `save/my/${kind}-template`, body);
  expect(nameless.json().errors).toEqual({ name: [MESSAGES.templateNameRequired] });
}

/**
 * Saves `body` as `who`'s template of `kind` under its name, after checking that the same body
 * with an empty or blank name is refused on the name; answers the saved template's id.
 */
export async function saveNamedTemplate(
  client: OptionsClient,
  who: SignedIn,
  kind: TemplateKind,
  body: { name: string } & Record<string, unknown>,
): Promise<number> {
  for (const name of ['', ' ']) await expectNamelessTemplateRefused(client, who, kind, { ...body, name });
  const saved = await client.post(who, `save/my/${kind}-template`, body);
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ message: MESSAGES.templateSaved, data: { id: expect.any(Number) } });
  return saved.json().data.id;
}

const OPTION_OF_KIND = { email: 'email', 'social-gallery': 'microsite' } as const;

/**
 * A plan without the step's option refuses saving the step ('Upgrade your package', 403, on the
 * option) and saving a template of `kind` (`template` names the library template).
 */
export async function expectTemplateStepNeedsPlan(
  client: OptionsClient,
  kind: TemplateKind,
  stepBody: (extra: { eventId: number }) => Record<string, unknown>,
  template: Record<string, unknown>,
) {
  // A draft made while the plan lasted: an account without a package cannot start one.
  const unpaid = await client.organiser('Monthly Pro');
  const draft = await client.createDraft(unpaid);
  await client.lapse(unpaid);
  const refused = await client.post(unpaid, kind, stepBody({ eventId: draft }));
  expect(refused.statusCode).toBe(403);
  const option = OPTION_OF_KIND[kind];
  expect(refused.json()).toEqual({ message: MESSAGES.upgradePackage, errors: { [option]: [MESSAGES.upgradePackage] } });
  const saved = await client.post(unpaid, `save/my/${kind}-template`, { name: 'Mine', ...template });
  expect(saved.statusCode).toBe(403);
}
