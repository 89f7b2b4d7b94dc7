/**
 * The option steps, one row a step, in the wizard's fixed order. A step's id is its one name in
 * code: its contract file (`options/<id>.ts`), its server folder (`modules/options/<id>/`), its web
 * folder (`features/wizard/options/<id>/`) and its entry in the wizard's draft. Every other name a
 * step has (its option flag and its addresses, which the published API fixes, its label, its plan
 * feature, its parts of the event reply) is read from its row; no package keeps its own table.
 * Schema-free, so the web's route table loads it without zod.
 */
import type { PlanFeature } from './constants.ts';
import type { OptionKey } from './event-constants.ts';
import type { EventOptionSettings } from './option-settings.ts';

type OptionStepFields = {
  /** kebab-case, as the step's files and folders are named. */
  id: string;
  /** The Options step's flag that switches the step on. */
  option: OptionKey;
  /** The step's wizard page. */
  path: `/event/${string}`;
  /** The option's name: its tile on the Options step, its place in the step bar. */
  label: string;
  /** The package feature a plan must include for the option; absent when every plan has it. */
  planFeature?: PlanFeature;
  /** The parts of the event reply holding what the step saved, each null until then; the first is its main one. */
  settings: readonly (keyof EventOptionSettings)[];
};

/** A row, with the address of the step's edit screen: its wizard page's plus `/edit/:id`. */
const row = <const Fields extends OptionStepFields>(fields: Fields) => ({
  ...fields,
  editPath: `${fields.path}/edit/:id` as `${Fields['path']}/edit/:id`,
});

export const OPTION_STEPS = [
  row({ id: 'social', option: 'social_media', path: '/event/social', label: 'Social', settings: ['social'] }),
  row({ id: 'gif', option: 'gif', path: '/event/gif', label: '3 in 1 Animation', settings: ['gif_gallery'] }),
  row({
    id: 'burst-gif',
    option: 'brust_gif',
    path: '/event/brust-gif',
    label: '3 in 1 Fast',
    settings: ['brust_gif_gallery'],
  }),
  row({
    id: 'email',
    option: 'email',
    path: '/event/email',
    label: 'Email',
    planFeature: 'email',
    settings: ['email_setting'],
  }),
  row({
    id: 'sms',
    option: 'text_messaging',
    path: '/event/sms',
    label: 'SMS Sharing',
    planFeature: 'text_messaging',
    settings: ['text_message'],
  }),
  row({
    id: 'digital-props',
    option: 'digital_props',
    path: '/event/digital-prop',
    label: 'Props',
    settings: ['digital_prop'],
  }),
  row({
    id: 'custom-branding',
    option: 'water_mark',
    path: '/event/custom-branding',
    label: 'Custom Branding',
    planFeature: 'custom_branding',
    settings: ['watermark'],
  }),
  row({
    id: 'microsite',
    option: 'microsite',
    path: '/event/microsite',
    label: 'Social Gallery',
    planFeature: 'microsite',
    settings: ['microsite'],
  }),
  row({ id: 'frames', option: 'frame', path: '/event/frame', label: 'Frames', settings: ['photo_frame'] }),
  row({
    id: 'incentive-offers',
    option: 'incentive_offer',
    path: '/event/incentive-offer',
    label: 'Incentives & Offers',
    planFeature: 'incentive_offer',
    settings: ['incentive_offer', 'incentive_details'],
  }),
  row({ id: 'filters', option: 'filters', path: '/event/filter', label: 'Filters', settings: ['filter'] }),
  row({
    id: 'form-builder',
    option: 'form_builder',
    path: '/event/form-builder',
    label: 'Form Builder',
    planFeature: 'form_builder',
    settings: ['event_form_builder'],
  }),
  row({
    id: 'backdrops',
    option: 'virtual_backdrop',
    path: '/event/backdrop',
    label: 'Virtual Backdrop',
    settings: ['backdrop'],
  }),
  row({
    id: 'printing',
    option: 'printing',
    path: '/event/printing',
    label: 'Printing',
    planFeature: 'printing',
    settings: ['printing'],
  }),
] as const;

export type OptionStepEntry = (typeof OPTION_STEPS)[number];
export type OptionStepId = OptionStepEntry['id'];
/** The parts of the event reply a step's settings fill. */
export type OptionStepSettings<Id extends OptionStepId> = Extract<OptionStepEntry, { id: Id }>['settings'][number];

const BY_ID = new Map<string, OptionStepEntry>(OPTION_STEPS.map((step) => [step.id, step]));

/** The row of a step. */
export const optionStep = <Id extends OptionStepId>(id: Id) => BY_ID.get(id) as Extract<OptionStepEntry, { id: Id }>;

/** The step an option flag switches on; the flags without settings (QR code, data capture) have none. */
export const optionStepOfFlag = (option: OptionKey): OptionStepEntry | undefined =>
  OPTION_STEPS.find((step) => step.option === option);

/** Option flags a package must allow; the rest are always available. */
export const OPTION_PLAN_FEATURE: Partial<Record<OptionKey, PlanFeature>> = {
  ...Object.fromEntries(
    OPTION_STEPS.flatMap((step) => ('planFeature' in step ? [[step.option, step.planFeature]] : [])),
  ),
  data_capture: 'data_capture',
};
