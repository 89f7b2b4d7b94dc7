/**
 * Loads the shipped libraries (library-catalogue.ts) into the database at start, each one only
 * into its empty table; after that the rows are the truth and can be edited without code.
 */
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import {
  BURST_STYLES,
  burstFiles,
  COLOR_FILTERS,
  colorFilterFiles,
  EMAIL_TEMPLATES,
  emailTemplateFile,
  FRAMES,
  frameFiles,
  GIF_STYLES,
  gifFiles,
  MICROSITE_TEMPLATES,
  micrositeTemplateFiles,
  PROP_CATEGORIES,
  propFile,
} from './library-catalogue.ts';
import { insertEmptyLibraries, type LibrarySeedRows } from './library-seed.repository.ts';

/** Seeds every empty library; a second process starting at the same moment loses quietly. */
export async function seedLibraries(db: Kysely<Database>): Promise<void> {
  await insertEmptyLibraries(db, libraryRows()).catch((error: unknown) => {
    if (!isUniqueViolation(error)) throw error;
  });
}

const listed = <T>(items: readonly T[]) => items.map((item, index) => ({ item, sort_order: index, active: 1 }));

/** The rows of every library, in library order. */
function libraryRows(): LibrarySeedRows {
  return {
    gifs: listed(GIF_STYLES).map(({ item, ...listing }) => {
      const files = gifFiles(item.slug);
      return { ...listing, name: item.name, photo_file: files.photo, preview_file: files.preview };
    }),
    burst_gifs: listed(BURST_STYLES).map(({ item, ...listing }) => ({
      ...listing,
      name: item.name,
      photo_file: burstFiles(item.slug).photo,
    })),
    frames: listed(FRAMES).map(({ item, ...listing }) => {
      const files = frameFiles(item.slug);
      return { ...listing, name: item.name, frame_file: files.frame, preview_file: files.preview };
    }),
    color_filters: listed(COLOR_FILTERS).map(({ item, ...listing }) => {
      const files = colorFilterFiles(item.slug);
      const matrix = JSON.stringify(item.matrix);
      return { ...listing, name: item.name, photo_file: files.photo, chart_file: files.chart, matrix };
    }),
    prop_categories: listed(PROP_CATEGORIES).map(({ item: category, ...listing }) => ({
      ...listing,
      category_name: category.name,
      props: listed(category.props).map(({ item: slug, ...propListing }) => ({
        ...propListing,
        name: slug,
        image_file: propFile(category.slug, slug),
      })),
    })),
    email_templates: listed(EMAIL_TEMPLATES).map(({ item, ...listing }) => ({
      ...listing,
      name: item.name,
      layout: item.layout,
      image_file: emailTemplateFile(item.layout),
      contents: JSON.stringify(item.contents),
    })),
    microsite_templates: listed(MICROSITE_TEMPLATES).map(({ item, ...listing }) => {
      const files = micrositeTemplateFiles(item.templateName);
      return {
        ...listing,
        name: item.name,
        template_name: item.templateName,
        image_file: files.image,
        logo_file: files.logo,
        contents: JSON.stringify(item.contents),
      };
    }),
  };
}
