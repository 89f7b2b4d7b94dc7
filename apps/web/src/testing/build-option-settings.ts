import { type EmailSetting, type EventOptionSettings, type Microsite, OPTION_STEPS } from '@boothdeck/contract';
import { buildEventOption } from './build-event';

/** The e-mail step of a set-up event, on the organiser's own template. */
export const SAVED_EMAIL_SETTING: EmailSetting = {
  from_name: 'Riley & Sam',
  reply_to: 'hello@riley.example',
  email_subject: 'Your wedding photos',
  send: 'social_gallery_link',
  email_template_id: 3,
  email_template: {
    id: 3,
    image: '/library/email_template/template-three.svg',
    name: 'Riley wedding email',
    layout: 'three',
  },
  template_type: 'my',
  email_my_template_id: 40,
  contents: {
    userName: 'Dear guest,',
    eventName: 'Riley & Sam’s Wedding',
    contentBodyText: '<p>Thank you</p>',
    buttonText: 'See the memories',
    markupText: 'With love',
    footerText: 'Kept for 90 days.',
  },
  draft_status: 'final',
};

/** The social gallery of a set-up event, on the second standard template. */
export const SAVED_MICROSITE: Microsite = {
  gallery_button: 1,
  meta_title: 'Gala photos',
  has_gallery_password: false,
  sms: 1,
  email: 1,
  facebook: 1,
  instagram: 0,
  linked_in: 0,
  twitter: 0,
  download: 1,
  microsite_template_id: 2,
  microsite_template: {
    id: 2,
    name: 'Social Gallery Two',
    template_image: '/library/micro_site/template-two.svg',
    template_name: 'two',
  },
  microsite_template_photo: '/library/micro_site/template-two.svg',
  template_type: 'standard',
  my_social_gallery_id: null,
  contents: {
    logo: '/library/micro_site/logo/logo-two.svg',
    contentBodyText: 'Relive the night',
    SocialMenuStyle: '#CEA252',
    buttonText: 'Share my photo',
    buttonColor: '#E0457B',
    footerText: 'Powered by your event team.',
  },
  tag_script: '',
  gallery_privacy: 'everyone',
  venue_slide_show: 0,
};

/** Every option with a step switched on. */
export const EVERY_OPTION = buildEventOption(Object.fromEntries(OPTION_STEPS.map((step) => [step.option, 1])));

/** What the option steps of a set-up event saved, with the library items' and the saved template's names. */
export const SAVED_OPTION_SETTINGS: Partial<EventOptionSettings> = {
  social: { instagram: '1', client_facebook: '0', email_message: 'Share the fun' },
  gif_gallery: [
    {
      gif_id: 2,
      photo: '/library/gif/polaroid-stack.svg',
      gif_settings: {
        gifId: 2,
        number_of_frame: 4,
        interval_count_down: 3,
        playback_speed: 3,
        individual_photo: 'disabled',
        show_overlay: false,
        mirror_live: false,
      },
      gif: {
        id: 2,
        name: 'Polaroid Stack',
        photo: '/library/gif/polaroid-stack.svg',
        preview_image: '/p.svg',
        custom_frame: [{ id: 5, frame: '/c.png' }],
      },
    },
  ],
  brust_gif_gallery: [
    {
      brust_gif_id: 1,
      name: 'Confetti Burst',
      photo: '/library/burstGif/confetti-burst.svg',
      brust_gif_setting: {
        brustGifId: 1,
        number_of_frame: 10,
        playback_speed: 1,
        individual_photo: 'disabled',
        show_overlay: false,
        mirror_live: true,
      },
    },
  ],
  email_setting: SAVED_EMAIL_SETTING,
  text_message: {
    text_message: 'Your booth photos are here',
    google_review_link: '',
    google_review_custom_message: '',
    google_review_message_delay: 1,
    send: 1,
    draft_status: 'final',
  },
  digital_prop: [{ prop_id: 7, name: 'Party hat', photo_frame: '/library/prop-7.svg' }],
  photo_frame: [
    {
      frame_id: 3,
      name: 'Black & Gold',
      preview_image: '/f.svg',
      photo_frame: '/f.svg',
      frame: '/o.svg',
      custom_frame: [],
    },
  ],
  filter: [{ id: 1, color_filter_id: 1, name: 'Mono', filter_photo: '/m.svg', filter_url: '/mc.svg' }],
  incentive_offer: [
    {
      id: 1,
      offer_name: '10% off prints',
      uses_limit: 50,
      expire_in: '2099-07-01 12:00',
      expire_at: '2099-07-01T12:00:00.000Z',
    },
  ],
  incentive_details: { description: 'Thanks for coming' },
  event_form_builder: {
    form_name: 'Guest Feedback',
    form_data: [{ type: 'text', label: 'Your name', name: 'guest_name', values: [] }],
  },
};
