import type { EventOptionSettings } from '@boothdeck/contract';
import { buildEventOption } from './build-event';

/** Every option with a step switched on. */
export const EVERY_OPTION = buildEventOption({
  social_media: 1,
  gif: 1,
  brust_gif: 1,
  email: 1,
  text_messaging: 1,
  digital_props: 1,
  frame: 1,
  incentive_offer: 1,
  filters: 1,
  form_builder: 1,
});

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
  email_setting: {
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
  },
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
