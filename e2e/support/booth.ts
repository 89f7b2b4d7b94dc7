/** A photo booth as journeys play it: signs in to an event over the API, uploads captures and gives out vouchers. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { type ApiClient, createApiClient, multipartBody } from '@boothdeck/client';
import {
  type BoothLeadBody,
  type BoothShareBody,
  type BoothShareReply,
  type BoothVoucher,
  type BoothVoucherBody,
  boothEndpoints,
  boothMediaEndpoints,
  boothSharingEndpoints,
  type GalleryItem,
  type Lead,
  leadEndpoints,
  type MediaType,
  voucherEndpoints,
} from '@boothdeck/contract';
import sharp from 'sharp';
import { ROOT } from './server-process.ts';

const CLIPS = path.join(ROOT, 'apps/server/tools/demo/clips');

export type Booth = {
  /** The booth's own client, signed in to its event, for calls the helpers below do not make. */
  api: ApiClient;
  upload: (capture: Capture) => Promise<GalleryItem>;
  /** Uploads like `upload`, answering the whole reply (the item and its guest share address). */
  uploadWithShare: (capture: Capture) => Promise<{ media: GalleryItem; share_url: string }>;
  /** Sends a guest their capture by e-mail or SMS. */
  share: (body: BoothShareBody) => Promise<BoothShareReply>;
  voucher: (body: BoothVoucherBody) => Promise<BoothVoucher>;
  /** A guest's answers to the event's form, with their consent (marketing agreed unless said otherwise). */
  captureLead: (values: Record<string, unknown>, consent?: { marketing: boolean }) => Promise<Lead>;
};
export type Capture = {
  mediaType: MediaType;
  file: Buffer;
  fileName: string;
  poster?: Buffer;
  /** The booth's id of the capture (the one its guest's pending share address names); made up when left out. */
  clientId?: string;
};

/** Signs a booth in to the event, as a booth maker's app does, through the typed client. */
export async function signInBooth(
  baseUrl: string,
  uuid: string,
  password: string,
  deviceName?: string,
): Promise<Booth> {
  const { token } = await createApiClient({ origin: baseUrl }).call(boothEndpoints.signIn, {
    body: { uuid, password, device_name: deviceName },
  });
  const api = createApiClient({ origin: baseUrl, token: () => token });
  let captures = 0;
  let leads = 0;
  const uploadWithShare = async ({ mediaType, file, fileName, poster, clientId }: Capture) => {
    const body = multipartBody(boothMediaEndpoints.upload, {
      media_type: mediaType,
      client_id: clientId ?? `journey-capture-${Date.now()}-${captures++}`,
      captured_at: new Date().toISOString(),
      file: new File([new Uint8Array(file)], fileName),
      poster: poster ? new File([new Uint8Array(poster)], 'poster.jpg') : undefined,
    });
    return api.call(boothMediaEndpoints.upload, { body });
  };
  return {
    api,
    uploadWithShare,
    upload: async (capture) => (await uploadWithShare(capture)).media,
    share: (body) => api.call(boothSharingEndpoints.share, { body }),

    async captureLead(values, { marketing } = { marketing: true }) {
      const body: BoothLeadBody = {
        client_id: `journey-lead-${Date.now()}-${leads++}`,
        values: values as BoothLeadBody['values'],
        consent: { terms_text: LEAD_TERMS, marketing, agreed_at: new Date().toISOString() },
      };
      return (await api.call(leadEndpoints.capture, { body })).lead;
    },
    async voucher(body) {
      return (await api.call(voucherEndpoints.issue, { body })).voucher;
    },
  };
}

/** The terms a journey's booth shows before a guest's answers are taken. */
export const LEAD_TERMS = 'We keep your details to send you your photos and, if you agree, our news.';

/** A plain coloured photo with a label, as a booth would send after applying its frame. */
export async function photoCapture(label: string, colour: string): Promise<Capture> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="${colour}"/><text x="300" y="420" font-size="96" font-family="sans-serif" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return { mediaType: 'photo', file: await sharp(Buffer.from(svg)).jpeg().toBuffer(), fileName: `${label}.jpg` };
}

/** A three-frame animated GIF, as the 3-in-1 feature makes. */
export async function animationCapture(mediaType: 'gif' | 'burst_gif'): Promise<Capture> {
  const frames = await Promise.all(
    ['#e64980', '#1c7ed6', '#12b886'].map((colour) =>
      sharp({ create: { width: 300, height: 400, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    ),
  );
  const file = await sharp(frames, { join: { animated: true } })
    .gif({ delay: [400, 400, 400] })
    .toBuffer();
  return { mediaType, file, fileName: 'animation.gif' };
}

/** One of the demo's committed clips with its poster. */
export async function clipCapture(mediaType: 'video' | 'boomerang', name: string): Promise<Capture> {
  const extension = path.extname(name);
  const [file, poster] = await Promise.all([
    fs.readFile(path.join(CLIPS, name)),
    fs.readFile(path.join(CLIPS, `${path.basename(name, extension)}-poster.jpg`)),
  ]);
  return { mediaType, file, fileName: name, poster };
}
