import { stub } from '@boothdeck/client/testing';
import { type EmailTemplateItem, libraryEndpoints, type MicrositeTemplateItem } from '@boothdeck/contract';

/** A standard e-mail template as the library lists it. */
export const EMAIL_TEMPLATE: EmailTemplateItem = {
  id: 1,
  name: 'Email Template One',
  template_image: '/library/email_template/template-one.svg',
  layout: 'one',
};
/** Its sample texts. */
export const EMAIL_SAMPLE = {
  userName: 'Hi there,',
  eventName: 'Summer Party',
  contentBodyText: 'Thanks for coming.',
  buttonText: 'View photos',
  markupText: '',
  footerText: 'Sent for the organiser.',
};
/** The e-mail step's value once that template is chosen. */
export const CHOSEN_EMAIL_TEMPLATE = {
  choice: { type: 'standard', id: 1 },
  templateId: 1,
  name: EMAIL_TEMPLATE.name,
  image: EMAIL_TEMPLATE.template_image,
  layout: 'one',
};
/** The e-mail template list and the template's sample. */
export const EMAIL_TEMPLATE_STUBS = [
  stub(libraryEndpoints.emailTemplates, { email_template: [EMAIL_TEMPLATE] }),
  stub(
    libraryEndpoints.emailTemplateSample,
    { template: { id: 1, name: EMAIL_TEMPLATE.name, layout: 'one', contents: EMAIL_SAMPLE } },
    { params: { id: 1 } },
  ),
];

/** A standard social gallery template as the library lists it. */
export const MICROSITE_TEMPLATE: MicrositeTemplateItem = {
  id: 2,
  name: 'Social Gallery Two',
  template_image: '/library/micro_site/template-two.svg',
  template_name: 'two',
};
/** Its sample look. */
export const MICROSITE_LOOK = {
  logo: '/library/micro_site/logo/logo-two.svg',
  contentBodyText: 'Relive the night',
  SocialMenuStyle: '#CEA252',
  buttonText: 'Share my photo',
  buttonColor: '#E0457B',
  footerText: 'Powered by your event team.',
};
/** The social gallery template list and the template's sample. */
export const MICROSITE_TEMPLATE_STUBS = [
  stub(libraryEndpoints.micrositeTemplates, { micro_site: [MICROSITE_TEMPLATE] }),
  stub(
    libraryEndpoints.micrositeTemplateSample,
    { template: { ...MICROSITE_TEMPLATE, contents: MICROSITE_LOOK } },
    { params: { id: 2 } },
  ),
];
/** The social gallery step's value once that template is chosen. */
export const CHOSEN_MICROSITE_TEMPLATE = {
  choice: { type: 'standard', id: 2 },
  templateId: 2,
  name: MICROSITE_TEMPLATE.name,
  image: MICROSITE_TEMPLATE.template_image,
  layout: 'two',
};
