/**
 * The templates the option steps read: the organiser's saved ones (templates.repository.ts), each
 * with the name, layout and picture of the standard template it started from, and the standard
 * ones themselves, read from the libraries module.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { standardTemplatesOf } from '../libraries/index.ts';
import { joinedById } from './joined-by-id.ts';
import { createTemplatesRepository } from './templates.repository.ts';

export type TemplateReads = ReturnType<typeof templateReadsOf>;

export function templateReadsOf(db: Kysely<Database>) {
  const saved = createTemplatesRepository(db);
  const standard = standardTemplatesOf({ db });

  const emailsWithStandard = <Row extends { email_template_id: number }>(rows: Row[]) =>
    joinedById(
      rows,
      (row) => row.email_template_id,
      standard.emailTemplatesByIds,
      (template) => ({ template_name: template.name, layout: template.layout, image_file: template.image_file }),
    );
  const micrositesWithStandard = <Row extends { microsite_template_id: number }>(rows: Row[]) =>
    joinedById(
      rows,
      (row) => row.microsite_template_id,
      standard.micrositeTemplatesByIds,
      (template) => ({ template_name: template.name, layout: template.template_name, image_file: template.image_file }),
    );
  const one = async <Row>(rows: Promise<Row[]>) => (await rows)[0];

  return {
    ...saved,
    emailTemplate: standard.emailTemplate,
    micrositeTemplate: standard.micrositeTemplate,
    isMicrositeLogoFile: standard.isMicrositeLogoFile,

    /** The organiser's saved e-mail templates, newest first. */
    savedEmailTemplates: async (userId: number) => emailsWithStandard(await saved.savedEmailRows(userId)),
    savedEmailTemplate: async (userId: number, id: number) => {
      const row = await saved.savedEmailRow(userId, id);
      return row && one(emailsWithStandard([row]));
    },
    /** The organiser's saved microsite templates, newest first. */
    savedMicrositeTemplates: async (userId: number) => micrositesWithStandard(await saved.savedMicrositeRows(userId)),
    savedMicrositeTemplate: async (userId: number, id: number) => {
      const row = await saved.savedMicrositeRow(userId, id);
      return row && one(micrositesWithStandard([row]));
    },
  };
}
