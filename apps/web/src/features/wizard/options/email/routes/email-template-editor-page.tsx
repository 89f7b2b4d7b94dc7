/** `/edit-email-template/{templateId}` and `/edit-email-template/{templateId}/{emailId}` (the edited event's id). */
import { TemplateEditorStatus } from '../../common/template-editor-status';
import { useTemplateEditorRoute } from '../../common/use-template-editor-route';
import { EmailTemplateEditor } from '../components/email-template-editor';
import type { EmailValues } from '../email-schema';
import { useEmailSampleDraft } from '../hooks/use-email-sample-draft';

export function EmailTemplateEditorPage() {
  const route = useTemplateEditorRoute<EmailValues>('email');
  const { templateId, stepPath, handed } = route;
  const { draft, error } = useEmailSampleDraft(templateId, route.eventName);
  if (!draft || route.isEventPending)
    return <TemplateEditorStatus isNotFound={templateId === null} error={error} backTo={stepPath} />;
  return <EmailTemplateEditor key={draft.template.templateId} sample={draft} handed={handed} stepPath={stepPath} />;
}
