/**
 * The library replies: rows in the API's shapes, files turned into the URLs they are served at.
 * Rows are data an operator may edit, so JSON columns are checked on the way out.
 */
import {
  type BurstGifsReply,
  type ColorFiltersReply,
  type EmailTemplateSampleReply,
  type EmailTemplatesReply,
  emailTemplateContentsSchema,
  type FramesReply,
  type GifListReply,
  isColorMatrix,
  type MicrositeTemplateSampleReply,
  type MicrositeTemplatesReply,
  micrositeTemplateContentsSchema,
  type PropCategory,
  type PropsReply,
  templateLayoutSchema,
} from '@boothdeck/contract';
import { MESSAGES } from '@boothdeck/contract/messages';
import { AppError } from '../../shared/app-error.ts';
import type { LibrariesRepository } from './libraries.repository.ts';
import { LIBRARY_URL_PREFIX, propTitle } from './library-catalogue.ts';

export type LibrariesService = ReturnType<typeof createLibrariesService>;

/** The URL a library file is served at. */
export const libraryUrl = (file: string) => `${LIBRARY_URL_PREFIX}${file}`;

function parseMatrix(json: string, filterId: number): number[] {
  const matrix: unknown = JSON.parse(json);
  if (!isColorMatrix(matrix)) throw new Error(`Colour filter ${filterId} has no valid 4×5 matrix`);
  return [...matrix];
}

export function createLibrariesService({ repository }: { repository: LibrariesRepository }) {
  return {
    async gifList(): Promise<GifListReply> {
      const rows = await repository.gifs();
      const gifList = rows.map((row) => ({
        id: row.id,
        name: row.name,
        photo: libraryUrl(row.photo_file),
        preview_image: libraryUrl(row.preview_file),
      }));
      return { status: true, gifList };
    },

    async burstGifs(): Promise<BurstGifsReply> {
      const rows = await repository.burstGifs();
      return { allGifs: rows.map((row) => ({ id: row.id, name: row.name, photo: libraryUrl(row.photo_file) })) };
    },

    async frames(): Promise<FramesReply> {
      const rows = await repository.frames();
      const frames = rows.map((row) => ({
        id: row.id,
        name: row.name,
        preview_image: libraryUrl(row.preview_file),
        frame: libraryUrl(row.frame_file),
      }));
      return { frames };
    },

    async colorFilters(): Promise<ColorFiltersReply> {
      const rows = await repository.colorFilters();
      const filterColor = rows.map((row) => ({
        id: row.id,
        name: row.name,
        filter_photo: libraryUrl(row.photo_file),
        filter_url: libraryUrl(row.chart_file),
        matrix: parseMatrix(row.matrix, row.id),
      }));
      return { filterColor };
    },

    async props(): Promise<PropsReply> {
      const categories = new Map<number, PropCategory>();
      for (const row of await repository.props()) {
        let category = categories.get(row.category_id);
        if (!category) {
          category = { id: row.category_id, category_name: row.category_name, prop: [] };
          categories.set(row.category_id, category);
        }
        category.prop.push({ id: row.id, name: propTitle(row.name), image: libraryUrl(row.image_file) });
      }
      return { prop_digital: [...categories.values()] };
    },

    async emailTemplates(): Promise<EmailTemplatesReply> {
      const rows = await repository.emailTemplates();
      const templates = rows.map((row) => ({
        id: row.id,
        name: row.name,
        template_image: libraryUrl(row.image_file),
        layout: templateLayoutSchema.parse(row.layout),
      }));
      return { email_template: templates };
    },

    async emailTemplateSample(id: number): Promise<EmailTemplateSampleReply> {
      const row = await repository.findEmailTemplate(id);
      if (!row) throw new AppError('not_found', MESSAGES.notFound);
      return {
        template: {
          id: row.id,
          name: row.name,
          layout: templateLayoutSchema.parse(row.layout),
          contents: emailTemplateContentsSchema.parse(JSON.parse(row.contents)),
        },
      };
    },

    async micrositeTemplates(): Promise<MicrositeTemplatesReply> {
      const rows = await repository.micrositeTemplates();
      const templates = rows.map((row) => ({
        id: row.id,
        name: row.name,
        template_image: libraryUrl(row.image_file),
        template_name: templateLayoutSchema.parse(row.template_name),
      }));
      return { micro_site: templates };
    },

    async micrositeTemplateSample(id: number): Promise<MicrositeTemplateSampleReply> {
      const row = await repository.findMicrositeTemplate(id);
      if (!row) throw new AppError('not_found', MESSAGES.notFound);
      const stored: unknown = JSON.parse(row.contents);
      const contents = micrositeTemplateContentsSchema.parse({
        ...(typeof stored === 'object' ? stored : {}),
        logo: libraryUrl(row.logo_file),
      });
      return {
        template: {
          id: row.id,
          name: row.name,
          template_name: templateLayoutSchema.parse(row.template_name),
          contents,
        },
      };
    },
  };
}
