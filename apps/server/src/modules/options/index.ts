/**
 * Options: the option steps of an event (frames, filters, props, animations, sharing texts,
 * social gallery, branding, form, offers, saved templates). Their settings reach other modules
 * only through what this module hands them: the event reply's settings and their copy for a
 * duplicate (events), a share's texts (sharing), the social gallery's settings (public gallery),
 * the event's data-capture form (`eventFormsOf`, leads) and its offers' description
 * (`offerDescriptionsOf`, vouchers) and its printing settings (`printSettingsOf`, printing).
 */
import type { EventFormBuilder } from '@boothdeck/contract';
import type { PlatformServices } from '../../platform/platform-services.ts';
import { createOptionSettingsCopier } from './copy-option-settings.ts';
import { createOptionSettingsSource } from './event-option-settings.ts';
import type { EventOwnership } from './event-ownership.ts';
import { readForm } from './form-builder/form-builder.service.ts';
import { readIncentiveDetails } from './incentive-offers/incentive-offers.service.ts';
import { readPublicMicrosite } from './microsite/microsite.service.ts';
import { createOptionsContext } from './option-context.ts';
import { createOptionSettingsRepository } from './option-settings.repository.ts';
import { optionEndpoints } from './option-steps.ts';
import { parseStoredPrinting, type StoredPrinting } from './printing/printing.service.ts';
import { createShareTexts } from './share-texts.ts';

export type { EventOwnership, OwnedEvent } from './event-ownership.ts';
export type { PublicMicrosite } from './microsite/microsite.service.ts';
export { holdOfferForIssue } from './offer-hold.repository.ts';
export type { OptionsTables } from './options.tables.ts';
export type { StoredPrinting } from './printing/printing.service.ts';
export type { ShareEmailTexts, ShareSwitches, ShareTexts } from './share-texts.ts';

/** The event's data-capture form as saved; null when the step was never saved. */
export type EventFormOf = (eventId: number) => Promise<EventFormBuilder | null>;

/** The saved data-capture forms, for the leads a booth sends and their export. */
export const eventFormsOf = ({ db }: Pick<PlatformServices, 'db'>): EventFormOf => {
  const settings = createOptionSettingsRepository(db);
  return async (eventId) => readForm(await settings.find(eventId, 'form-builder'));
};

/** The description the event's offers step gives its vouchers' page; empty when none was saved. */
export const offerDescriptionsOf = ({ db }: Pick<PlatformServices, 'db'>) => {
  const settings = createOptionSettingsRepository(db);
  return async (eventId: number): Promise<string> =>
    readIncentiveDetails(await settings.find(eventId, 'incentive-offers'))?.description ?? '';
};

/** The event's printing settings as stored (the print frame by its storage key); null when never saved. */
export type PrintSettingsOf = (eventId: number) => Promise<StoredPrinting | null>;

/** The saved printing settings, for the print jobs' limit and the print-ready files. */
export const printSettingsOf = ({ db }: Pick<PlatformServices, 'db'>): PrintSettingsOf => {
  const settings = createOptionSettingsRepository(db);
  return async (eventId) => parseStoredPrinting(await settings.find(eventId, 'printing'));
};

type Dependencies = Pick<PlatformServices, 'db' | 'storage' | 'passwords'> & { ownership: EventOwnership };

export function optionsModule(dependencies: Dependencies) {
  const options = createOptionsContext(dependencies);
  return {
    endpoints: optionEndpoints(options),
    optionSettings: createOptionSettingsSource(options),
    copyOptionSettings: createOptionSettingsCopier(options.images),
    shareTexts: createShareTexts(options),
    /** The event's social gallery settings and password hash; null when the step was never saved. */
    readPublicMicrosite: (eventId: number) => readPublicMicrosite(options, eventId),
  };
}
