import { savedTemplateEndpoints } from '@boothdeck/contract';
import { useSaveMyTemplate } from '../../common/use-save-my-template';

/** Saves the look as one of the organiser's templates (POST save/my/social-gallery-template); My Template then lists it. */
export const useSaveMyMicrositeTemplate = () =>
  useSaveMyTemplate(
    savedTemplateEndpoints.saveSocialGalleryTemplate,
    savedTemplateEndpoints.socialGalleryTemplates,
    'microsite_template_id',
  );
