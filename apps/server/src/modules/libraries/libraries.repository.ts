/** All SQL for the shipped option libraries: active items only, in library order. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type LibrariesRepository = ReturnType<typeof createLibrariesRepository>;

export function createLibrariesRepository(db: Kysely<Database>) {
  return {
    gifs() {
      return db
        .selectFrom('gifs')
        .select(['id', 'name', 'photo_file', 'preview_file'])
        .where('active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    burstGifs() {
      return db
        .selectFrom('burst_gifs')
        .select(['id', 'name', 'photo_file'])
        .where('active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    frames() {
      return db
        .selectFrom('frames')
        .select(['id', 'name', 'frame_file', 'preview_file'])
        .where('active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    colorFilters() {
      return db
        .selectFrom('color_filters')
        .select(['id', 'name', 'photo_file', 'chart_file', 'matrix'])
        .where('active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    /** Active props of active categories, ordered by category, then prop. */
    props() {
      return db
        .selectFrom('props as p')
        .innerJoin('prop_categories as c', 'c.id', 'p.prop_category_id')
        .select(['c.id as category_id', 'c.category_name', 'p.id', 'p.name', 'p.image_file'])
        .where('c.active', '=', 1)
        .where('p.active', '=', 1)
        .orderBy('c.sort_order')
        .orderBy('c.id')
        .orderBy('p.sort_order')
        .orderBy('p.id')
        .execute();
    },

    emailTemplates() {
      return db
        .selectFrom('email_templates')
        .select(['id', 'name', 'layout', 'image_file'])
        .where('active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    findEmailTemplate(id: number) {
      return db
        .selectFrom('email_templates')
        .select(['id', 'name', 'layout', 'contents'])
        .where('id', '=', id)
        .where('active', '=', 1)
        .executeTakeFirst();
    },

    micrositeTemplates() {
      return db
        .selectFrom('microsite_templates')
        .select(['id', 'name', 'template_name', 'image_file'])
        .where('active', '=', 1)
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },

    findMicrositeTemplate(id: number) {
      return db
        .selectFrom('microsite_templates')
        .select(['id', 'name', 'template_name', 'logo_file', 'contents'])
        .where('id', '=', id)
        .where('active', '=', 1)
        .executeTakeFirst();
    },
  };
}
