/** Checks shared by the steps whose templates an organiser saves under a name (e-mail, social gallery). */
import { emailEndpoints, micrositeEndpoints, savedTemplateEndpoints } from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { expect } from 'vitest';
import { errorOf, replyOf } from './call-app.ts';
import type { OptionsClient } from './options-client.ts';
import type { SignedIn } from './packages-client.ts';

/** The steps whose templates are saved under a name: the step's save, its template's save and its plan option. */
const TEMPLATE_STEPS = {
  email: { step: emailEndpoints.save, saveTemplate: savedTemplateEndpoints.saveEmailTemplate, option: 'email' },
  'social-gallery': {
    step: micrositeEndpoints.save,
    saveTemplate: savedTemplateEndpoints.saveSocialGalleryTemplate,
    option: 'microsite',
  },
} as const;
type TemplateKind = keyof typeof TEMPLATE_STEPS;

// The bodies below are the calling test's, for either kind of template (and blank names the
// contract refuses), so they are sent unchecked; the paths and replies are the definitions'.
const saveTemplate = (client: OptionsClient, who: SignedIn, kind: TemplateKind, body: Record<string, unknown>) =>
  client.callUnchecked(who, TEMPLATE_STEPS[kind].saveTemplate, { body });

/** Saving a template of `kind` ('email', 'social-gallery') with a blank name is refused on the name. */
export async function expectNamelessTemplateRefused(
  client: OptionsClient,
  who: SignedIn,
  kind: TemplateKind,
  body: { name: string } & Record<string, unknown>,
) {
  const nameless = await saveTemplate(client, who, kind, body);
  expect(errorOf(nameless, 422).errors).toEqual({ name: [MESSAGES.templateNameRequired] });
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
  const saved = replyOf(await saveTemplate(client, who, kind, body));
  expect(saved).toMatchObject({ message: MESSAGES.templateSaved, data: { id: expect.any(Number) } });
  return saved.data.id;
}

/**
 * A plan without the step's option refuses saving the step ('Upgrade your package', 403, on the
 * option) and saving a template of `kind` (`template` names the library template).
 */
export async function expectTemplateStepNeedsPlan(
  client: OptionsClient,
  kind: TemplateKind,
  stepBody: (extra: { eventId: number }) => object,
  template: Record<string, unknown>,
) {
  // A draft made while the plan lasted: an account without a package cannot start one.
  const unpaid = await client.organiser('Monthly Pro');
  const draft = await client.createDraft(unpaid);
  await client.lapse(unpaid);
  const { step, option } = TEMPLATE_STEPS[kind];
  const refused = await client.callUnchecked(unpaid, step, { body: stepBody({ eventId: draft }) });
  expect(errorOf(refused, 403)).toEqual({
    message: MESSAGES.upgradePackage,
    errors: { [option]: [MESSAGES.upgradePackage] },
  });
  const saved = await saveTemplate(client, unpaid, kind, { name: 'Mine', ...template });
  expect(saved.statusCode).toBe(403);
}
