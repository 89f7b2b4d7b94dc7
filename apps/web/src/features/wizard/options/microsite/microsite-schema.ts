/** The social gallery step's values, their checks and the social-gallery body from the contract. */
import {
  type GalleryPrivacy,
  MICROSITE_SHARE_TOGGLES,
  type Microsite,
  type MicrositeShareToggle,
  type MicrositeTemplateContents,
  type SocialGalleryBody,
  socialGalleryBodySchema,
} from '@boothdeck/contract';
import { type ChosenTemplate, savedChoiceOf, templateChoiceFields } from '../common/chosen-template';
import { contractChecks } from '../common/contract-checks';

export type MicrositeValues = {
  template: ChosenTemplate | null;
  contents: MicrositeTemplateContents | null;
  gallery_button: boolean;
  meta_title: string;
  /** A new password; blank keeps the current one unless `remove_password`. */
  gallery_password: string;
  remove_password: boolean;
  tag_script: string;
  gallery_privacy: GalleryPrivacy;
  venue_slide_show: boolean;
} & Record<MicrositeShareToggle, boolean>;

export function micrositeValuesFrom(saved: Microsite | null): MicrositeValues {
  const toggles = Object.fromEntries(
    MICROSITE_SHARE_TOGGLES.map((key) => [key, saved ? saved[key] === 1 : true]),
  ) as Record<MicrositeShareToggle, boolean>;
  const template = saved?.microsite_template;
  return {
    template:
      saved && template
        ? savedChoiceOf(saved.template_type, saved.my_social_gallery_id, {
            ...template,
            image: template.template_image,
            layout: template.template_name,
          })
        : null,
    contents: saved?.contents ?? null,
    gallery_button: saved?.gallery_button === 1,
    meta_title: saved?.meta_title ?? '',
    gallery_password: '',
    remove_password: false,
    tag_script: saved?.tag_script ?? '',
    gallery_privacy: saved?.gallery_privacy ?? 'everyone',
    venue_slide_show: saved?.venue_slide_show === 1,
    ...toggles,
  };
}

export const MICROSITE_ERROR_FIELDS: Record<string, string> = {
  microsite_template_id: 'template',
  my_social_gallery_id: 'template',
  meta_title: 'meta_title',
  gallery_password: 'gallery_password',
  tag_script: 'tag_script',
  gallery_privacy: 'gallery_privacy',
  'contents.logo': 'contents',
};

function passwordOf(values: MicrositeValues): string | undefined {
  if (values.gallery_password) return values.gallery_password;
  return values.remove_password ? '' : undefined;
}

export function toSocialGalleryBody(values: MicrositeValues, eventId: number): SocialGalleryBody {
  const toggles = Object.fromEntries(MICROSITE_SHARE_TOGGLES.map((key) => [key, values[key] ? 1 : 0]));
  const chosen = templateChoiceFields(values.template);
  const password = passwordOf(values);
  return {
    eventId,
    gallery_button: values.gallery_button ? 1 : 0,
    meta_title: values.meta_title.trim(),
    ...(password === undefined ? {} : { gallery_password: password }),
    ...toggles,
    microsite_template_id: chosen.templateId,
    template_type: chosen.type,
    my_social_gallery_id: chosen.myTemplateId,
    ...(values.contents ? { contents: values.contents } : {}),
    tag_script: values.tag_script,
    gallery_privacy: values.gallery_privacy,
    venue_slide_show: values.venue_slide_show ? 1 : 0,
  };
}

/** The checks of the body the step sends, from the contract; the event's id is the step's own. */
export const validateMicrosite = (eventId: number) =>
  contractChecks(
    socialGalleryBodySchema,
    (values: MicrositeValues) => toSocialGalleryBody(values, eventId),
    MICROSITE_ERROR_FIELDS,
  );
