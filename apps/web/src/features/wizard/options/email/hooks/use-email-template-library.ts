import type { EmailTemplateContents } from '@boothdeck/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTemplateLibrary } from '../../common/use-template-library';
import { EMAIL_KEYS } from '../api/email-query-keys';
import { getEmailTemplateSample } from '../api/get-email-template-sample';
import { useEmailTemplates } from '../api/get-email-templates';
import { useSavedEmailTemplates } from '../api/get-saved-email-templates';
import { sampleForEvent } from '../email-schema';

/** The e-mail templates to choose from, and what choosing one puts in the step of the event named `eventName`. */
export function useEmailTemplateLibrary(eventName: string) {
  const queryClient = useQueryClient();
  const standardQuery = useEmailTemplates();
  const savedQuery = useSavedEmailTemplates();
  return useTemplateLibrary<EmailTemplateContents>({
    standard: { items: standardQuery.data?.email_template, isPending: standardQuery.isPending },
    saved: {
      items: savedQuery.data?.data.data.map(({ id, name, contents, email_template }) => ({
        id,
        name,
        contents,
        base: email_template,
      })),
      isPending: savedQuery.isPending,
    },
    fetchSample: async (templateId) => {
      const { template } = await queryClient.fetchQuery({
        queryKey: EMAIL_KEYS.sample(templateId),
        queryFn: () => getEmailTemplateSample(templateId),
      });
      return sampleForEvent(template, eventName);
    },
  });
}
