/**
 * Loads the shipped libraries (library-catalogue.ts) into the database at start, each one only
 * into its empty table; after that the rows are the truth and can be edited without code.
 */
import type { Kysely, Transaction } from 'kysely';
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

type LibraryTable =
  | 'gifs'
  | 'burst_gifs'
  | 'frames'
  | 'color_filters'
  | 'prop_categories'
  | 'email_templates'
  | 'microsite_templates';

/** Seeds every empty library; a second process starting at the same moment loses quietly. */
export async function seedLibraries(db: Kysely<Database>): Promise<void> {
  await db
    .transaction()
    .execute(insertLibraries)
    .catch((error: unknown) => {
      if (!isUniqueViolation(error)) throw error;
    });
}

async function isEmpty(trx: Transaction<Database>, table: LibraryTable): Promise<boolean> {
  const row = await trx.selectFrom(table).select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

const listed = <T>(items: readonly T[]) => items.map((item, index) => ({ item, sort_order: index, active: 1 }));

async function insertLibraries(trx: Transaction<Database>): Promise<void> {
  if (await isEmpty(trx, 'gifs')) {
    const rows = listed(GIF_STYLES).map(({ item, ...listing }) => {
      const files = gifFiles(item.slug);
      return { ...listing, name: item.name, photo_file: files.photo, preview_file: files.preview };
    });
    await trx.insertInto('gifs').values(rows).execute();
  }

  if (await isEmpty(trx, 'burst_gifs')) {
    const rows = listed(BURST_STYLES).map(({ item, ...listing }) => ({
      ...listing,
      name: item.name,
      photo_file: burstFiles(item.slug).photo,
    }));
    await trx.insertInto('burst_gifs').values(rows).execute();
  }

  if (await isEmpty(trx, 'frames')) {
    const rows = listed(FRAMES).map(({ item, ...listing }) => {
      const files = frameFiles(item.slug);
      return { ...listing, name: item.name, frame_file: files.frame, preview_file: files.preview };
    });
    await trx.insertInto('frames').values(rows).execute();
  }

  if (await isEmpty(trx, 'color_filters')) {
    const rows = listed(COLOR_FILTERS).map(({ item, ...listing }) => {
      const files = colorFilterFiles(item.slug);
      const matrix = JSON.stringify(item.matrix);
      return { ...listing, name: item.name, photo_file: files.photo, chart_file: files.chart, matrix };
    });
    await trx.insertInto('color_filters').values(rows).execute();
  }

  if (await isEmpty(trx, 'prop_categories')) {
    for (const { item: category, ...listing } of listed(PROP_CATEGORIES)) {
      const { id } = await trx
        .insertInto('prop_categories')
        .values({ ...listing, category_name: category.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      const props = listed(category.props).map(({ item: slug, ...propListing }) => ({
        ...propListing,
        prop_category_id: id,
        name: slug,
        image_file: propFile(category.slug, slug),
      }));
      await trx.insertInto('props').values(props).execute();
    }
  }

  if (await isEmpty(trx, 'email_templates')) {
    const rows = listed(EMAIL_TEMPLATES).map(({ item, ...listing }) => ({
      ...listing,
      name: item.name,
      layout: item.layout,
      image_file: emailTemplateFile(item.layout),
      contents: JSON.stringify(item.contents),
    }));
    await trx.insertInto('email_templates').values(rows).execute();
  }

  if (await isEmpty(trx, 'microsite_templates')) {
    const rows = listed(MICROSITE_TEMPLATES).map(({ item, ...listing }) => {
      const files = micrositeTemplateFiles(item.templateName);
      return {
        ...listing,
        name: item.name,
        template_name: item.templateName,
        image_file: files.image,
        logo_file: files.logo,
        contents: JSON.stringify(item.contents),
      };
    });
    await trx.insertInto('microsite_templates').values(rows).execute();
  }
}
