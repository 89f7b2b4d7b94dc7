/**
 * The option libraries a new installation starts with: every item's name and the files of its
 * artwork under assets/library (committed; drawn by the build-time tool in tools/library-artwork/).
 * The seed loads this list once; after that the database rows are the truth.
 */
import path from 'node:path';
import {
  COLOR_FILTERS,
  DEFAULT_SOCIAL_MENU_STYLE,
  type EmailTemplateContents,
  type MicrositeTemplateContents,
  type TemplateLayout,
} from '@boothdeck/contract';
import { SERVER_ROOT } from '../../server-root.ts';

/** Where the artwork lives on disk, and the URL prefix it is served under. */
export const LIBRARY_ASSETS_DIR = path.join(SERVER_ROOT, 'assets/library');
export const LIBRARY_URL_PREFIX = '/library/';

export const GIF_STYLES = [
  { slug: 'film-strip', name: 'Film Strip' },
  { slug: 'polaroid-stack', name: 'Polaroid Stack' },
  { slug: 'booth-strip', name: 'Booth Strip' },
  { slug: 'neon-glow', name: 'Neon Glow' },
] as const;
export type GifStyleSlug = (typeof GIF_STYLES)[number]['slug'];
export const gifFiles = (slug: string) => ({ photo: `gif/${slug}.svg`, preview: `gif/preview/${slug}.svg` });

export const BURST_STYLES = [
  { slug: 'confetti-burst', name: 'Confetti Burst' },
  { slug: 'comic-pop', name: 'Comic Pop' },
  { slug: 'camera-flash', name: 'Camera Flash' },
  { slug: 'disco-sparkle', name: 'Disco Sparkle' },
] as const;
export type BurstStyleSlug = (typeof BURST_STYLES)[number]['slug'];
export const burstFiles = (slug: string) => ({ photo: `burstGif/${slug}.svg` });

export const FRAMES = [
  { slug: 'classic-polaroid', name: 'Classic Polaroid' },
  { slug: 'black-and-gold', name: 'Black & Gold' },
  { slug: 'confetti-pop', name: 'Confetti Pop' },
  { slug: 'blush-florals', name: 'Blush Florals' },
  { slug: 'neon-nights', name: 'Neon Nights' },
  { slug: 'film-reel', name: 'Film Reel' },
  { slug: 'birthday-balloons', name: 'Birthday Balloons' },
  { slug: 'winter-sparkle', name: 'Winter Sparkle' },
] as const;
export type FrameSlug = (typeof FRAMES)[number]['slug'];
export const frameFiles = (slug: string) => ({
  frame: `frame/${slug}.svg`,
  preview: `frame/preview_image/${slug}.svg`,
});

/** The colour filters are defined in the contract, so the web preview and the server share the matrices. */
export { COLOR_FILTERS };
export const colorFilterFiles = (slug: string) => ({
  photo: `color_filter/${slug}.svg`,
  chart: `color_filter/chart/${slug}.svg`,
});

export const PROP_CATEGORIES = [
  {
    slug: 'hats-and-crowns',
    name: 'Hats & Crowns',
    props: ['top-hat', 'party-hat', 'crown', 'cowboy-hat', 'flower-crown', 'wizard-hat'],
  },
  {
    slug: 'glasses-and-masks',
    name: 'Glasses & Masks',
    props: ['heart-glasses', 'star-glasses', 'aviators', 'round-glasses', 'masquerade-mask', 'pixel-shades'],
  },
  {
    slug: 'moustaches-and-lips',
    name: 'Moustaches & Lips',
    props: ['handlebar-moustache', 'chevron-moustache', 'curly-moustache', 'red-lips', 'bow-tie', 'full-beard'],
  },
  {
    slug: 'speech-bubbles',
    name: 'Speech Bubbles',
    props: ['omg', 'party-time', 'cheers', 'love-this', 'lol', 'best-day-ever'],
  },
] as const;
export type PropSlug = (typeof PROP_CATEGORIES)[number]['props'][number];
/** A prop is stored under its slug; it is called by it as a title: 'top-hat' → 'Top hat'. */
export const propTitle = (slug: string) => {
  const words = slug.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};
export const propFile = (categorySlug: string, slug: string) => `digital_prop/${categorySlug}/${slug}.svg`;

export type EmailTemplateSeed = { name: string; layout: TemplateLayout; contents: EmailTemplateContents };

/**
 * The template editor picks its layout by these names ('Email Template One/Two/Three').
 * `eventName` is a sample's only event-specific text: organisers start from their own event's name.
 */
export const EMAIL_TEMPLATES: readonly EmailTemplateSeed[] = [
  {
    name: 'Email Template One',
    layout: 'one',
    contents: {
      userName: 'Hi there,',
      eventName: 'Summer Launch Party',
      contentBodyText:
        'Thanks for stopping by our photo booth! Your photos are ready: open your gallery to download them and share the best ones with your friends.',
      buttonText: 'View my photos',
      markupText: 'Tag us in your photos',
      footerText: 'You are receiving this e-mail because you used our photo booth.',
    },
  },
  {
    name: 'Email Template Two',
    layout: 'two',
    contents: {
      userName: 'Hello,',
      eventName: 'Annual Gala Night',
      contentBodyText:
        'What a night! We captured some great moments of you at the gala. Your photos and animations are waiting in your personal gallery.',
      buttonText: 'Open my gallery',
      markupText: 'Share the night with your friends',
      footerText: 'Sent on behalf of the event organiser.',
    },
  },
  {
    name: 'Email Template Three',
    layout: 'three',
    contents: {
      userName: 'Dear guest,',
      eventName: 'Emma & Noah’s Wedding',
      contentBodyText:
        'Thank you for celebrating with us. Here are the memories you made at the booth: relive them, download them and send them to those who could not be there.',
      buttonText: 'See the memories',
      markupText: 'With love, from all of us',
      footerText: 'Photos are kept in your gallery for 90 days.',
    },
  },
];
export const emailTemplateFile = (layout: TemplateLayout) => `email_template/template-${layout}.svg`;

export type MicrositeTemplateSeed = {
  name: string;
  templateName: TemplateLayout;
  contents: Omit<MicrositeTemplateContents, 'logo'>;
};

export const MICROSITE_TEMPLATES: readonly MicrositeTemplateSeed[] = [
  {
    name: 'Social Gallery One',
    templateName: 'one',
    contents: {
      contentBodyText: 'Find your photos from the booth, then share them with your friends.',
      SocialMenuStyle: DEFAULT_SOCIAL_MENU_STYLE,
      buttonText: 'Download all',
      buttonColor: '#2F2A5B',
      footerText: 'Thanks for celebrating with us.',
    },
  },
  {
    name: 'Social Gallery Two',
    templateName: 'two',
    contents: {
      contentBodyText: 'Relive the night: every photo, GIF and boomerang from the booth in one place.',
      SocialMenuStyle: DEFAULT_SOCIAL_MENU_STYLE,
      buttonText: 'Share my photo',
      buttonColor: '#E0457B',
      footerText: 'Powered by your event team.',
    },
  },
  {
    name: 'Social Gallery Three',
    templateName: 'three',
    contents: {
      contentBodyText: 'The best moments of the evening, ready to download and share.',
      SocialMenuStyle: DEFAULT_SOCIAL_MENU_STYLE,
      buttonText: 'See the gallery',
      buttonColor: '#CEA252',
      footerText: 'See you at the next one!',
    },
  },
];
export const micrositeTemplateFiles = (templateName: TemplateLayout) => ({
  image: `micro_site/template-${templateName}.svg`,
  logo: `micro_site/logo/logo-${templateName}.svg`,
});
