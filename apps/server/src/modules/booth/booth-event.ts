/**
 * The event as a booth runs it, made from the organiser's event reply: plain 0/1 flags, no admin
 * password, only the settings of options the event uses, and every image URL absolute. The
 * server makes image URLs as paths on its own address (/library/…, /media/…), which a browser
 * on that address loads as they are; a booth is not such a browser, so this is the one place
 * where they get the app's address in front.
 */
import {
  type BoothEvent,
  type CustomFrame,
  type Event,
  type EventOptionSettings,
  FEATURE_KEYS,
  NO_OPTION_SETTINGS,
  OPTION_KEYS,
  OPTION_STEPS,
  type OptionKey,
} from '@boothdeck/contract';

/** The option flag that switches each part of the settings on: its step's, as the step's row names its parts. */
const OPTION_OF_SETTING = Object.fromEntries(
  OPTION_STEPS.flatMap((step) => step.settings.map((part) => [part, step.option])),
) as Record<keyof EventOptionSettings, OptionKey>;

type Absolute = (url: string) => string;

/** A path on the app's own address gets the address in front; a full URL stays as it is. */
const absoluteOn =
  (appUrl: string): Absolute =>
  (url) =>
    url.startsWith('/') ? `${appUrl}${url}` : url;

const customFramesOn = (frames: CustomFrame[], abs: Absolute) =>
  frames.map((custom) => ({ ...custom, frame: abs(custom.frame) }));

/** Every image field of the settings, made absolute. */
function withAbsoluteImages(settings: EventOptionSettings, abs: Absolute): EventOptionSettings {
  const {
    gif_gallery,
    brust_gif_gallery,
    email_setting,
    digital_prop,
    watermark,
    microsite,
    photo_frame,
    filter,
    backdrop,
    printing,
  } = settings;
  return {
    ...settings,
    gif_gallery:
      gif_gallery?.map((item) => ({
        ...item,
        photo: abs(item.photo),
        gif: {
          ...item.gif,
          photo: abs(item.gif.photo),
          preview_image: abs(item.gif.preview_image),
          custom_frame: customFramesOn(item.gif.custom_frame, abs),
        },
      })) ?? null,
    brust_gif_gallery: brust_gif_gallery?.map((item) => ({ ...item, photo: abs(item.photo) })) ?? null,
    email_setting: email_setting && {
      ...email_setting,
      email_template: { ...email_setting.email_template, image: abs(email_setting.email_template.image) },
    },
    digital_prop: digital_prop?.map((prop) => ({ ...prop, photo_frame: abs(prop.photo_frame) })) ?? null,
    watermark: watermark && { ...watermark, photo: abs(watermark.photo) },
    microsite: microsite && {
      ...microsite,
      microsite_template: {
        ...microsite.microsite_template,
        template_image: abs(microsite.microsite_template.template_image),
      },
      microsite_template_photo: abs(microsite.microsite_template_photo),
      contents: { ...microsite.contents, logo: abs(microsite.contents.logo) },
    },
    photo_frame:
      photo_frame?.map((frame) => ({
        ...frame,
        preview_image: abs(frame.preview_image),
        photo_frame: abs(frame.photo_frame),
        frame: abs(frame.frame),
        custom_frame: customFramesOn(frame.custom_frame, abs),
      })) ?? null,
    filter:
      filter?.map((item) => ({ ...item, filter_photo: abs(item.filter_photo), filter_url: abs(item.filter_url) })) ??
      null,
    backdrop: backdrop?.map((item) => ({ ...item, image: abs(item.image) })) ?? null,
    printing: printing && { ...printing, print_frame: printing.print_frame && abs(printing.print_frame) },
  };
}

/** Only the settings of options the event uses; the rest read as never saved. */
function usedSettings(event: Event, options: BoothEvent['options']): EventOptionSettings {
  const settings = { ...NO_OPTION_SETTINGS };
  for (const key of Object.keys(OPTION_OF_SETTING) as (keyof EventOptionSettings)[]) {
    if (options[OPTION_OF_SETTING[key]] === 1) Object.assign(settings, { [key]: event[key] });
  }
  return settings;
}

/** `isExitPinOn`: the organiser's Exit From App switch, with a PIN set (never the PIN). */
export function boothEventOf(event: Event, appUrl: string, isExitPinOn: boolean): BoothEvent {
  const abs = absoluteOn(appUrl);
  const features = Object.fromEntries(
    FEATURE_KEYS.map((key) => [key, event.feature?.[key][0]?.status ?? 0]),
  ) as BoothEvent['features'];
  const options = Object.fromEntries(
    OPTION_KEYS.map((key) => [key, event.event_option?.[key] ?? 0]),
  ) as BoothEvent['options'];
  return {
    id: event.id,
    uuid: event.uuid,
    event_name: event.event_name,
    venue_name: event.venue_name,
    event_details: event.event_details,
    time_zone: event.time_zone,
    event_start_date: event.event_start_date,
    event_end_date: event.event_end_date,
    event_start_local: event.event_start_local,
    event_end_local: event.event_end_local,
    life_time: event.life_time,
    state: event.state,
    event_info_image: event.event_info_image === null ? null : abs(event.event_info_image),
    features,
    options,
    exit_app: isExitPinOn ? 1 : 0,
    ...withAbsoluteImages(usedSettings(event, options), abs),
  };
}
