/** `/edit-socail-template/{templateId}` and `/edit-socail-template/{templateId}/{socialId}` (the edited event's id). */
import { TemplateEditorStatus } from '../../common/template-editor-status';
import { useTemplateEditorRoute } from '../../common/use-template-editor-route';
import { MicrositeTemplateEditor } from '../components/microsite-template-editor';
import { useMicrositeSampleDraft } from '../hooks/use-microsite-sample-draft';
import type { MicrositeValues } from '../microsite-schema';

export function MicrositeTemplateEditorPage() {
  const { templateId, stepPath, handed } = useTemplateEditorRoute<MicrositeValues>('microsite');
  const { draft, error } = useMicrositeSampleDraft(templateId);
  if (!draft) return <TemplateEditorStatus isNotFound={templateId === null} error={error} backTo={stepPath} />;
  return <MicrositeTemplateEditor key={draft.template.templateId} sample={draft} handed={handed} stepPath={stepPath} />;
}
