/**
 * The option libraries shipped with the product. Table types, with the conventions of db/schema.ts.
 */
import type { Generated } from '../../db/column-types.ts';

/** Library tables: the option libraries shipped with the product. Files are paths under assets/library. */
type LibraryListing = { id: Generated<number>; sort_order: number; active: number };

export type GifsTable = LibraryListing & { name: string; photo_file: string; preview_file: string };

export type BurstGifsTable = LibraryListing & { name: string; photo_file: string };

export type FramesTable = LibraryListing & { name: string; frame_file: string; preview_file: string };

/** `matrix`: JSON array of the 20 numbers of a 4×5 colour matrix. */
export type ColorFiltersTable = LibraryListing & {
  name: string;
  photo_file: string;
  chart_file: string;
  matrix: string;
};

export type PropCategoriesTable = LibraryListing & { category_name: string };

export type PropsTable = LibraryListing & { prop_category_id: number; name: string; image_file: string };

/** `contents`: JSON of the template's sample contents. */
export type EmailTemplatesTable = LibraryListing & {
  name: string;
  layout: string;
  image_file: string;
  contents: string;
};

export type MicrositeTemplatesTable = LibraryListing & {
  name: string;
  template_name: string;
  image_file: string;
  logo_file: string;
  contents: string;
};

/** The tables this part owns (db/table-owners.ts), as Kysely's `Database` holds them. */
export type LibrariesTables = {
  gifs: GifsTable;
  burst_gifs: BurstGifsTable;
  frames: FramesTable;
  color_filters: ColorFiltersTable;
  prop_categories: PropCategoriesTable;
  props: PropsTable;
  email_templates: EmailTemplatesTable;
  microsite_templates: MicrositeTemplatesTable;
};
