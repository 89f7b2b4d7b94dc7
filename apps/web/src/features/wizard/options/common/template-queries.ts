import type { CallKey } from '@boothdeck/client';
import type { TemplateLayout } from '@boothdeck/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { standardDraft, type TemplateDraft } from './chosen-template';
import { type SavedTemplate, useTemplateLibrary } from './use-template-library';

type StandardTemplate = { id: number; name: string; template_image: string };
type Sample<Contents> = { id: number; name: string; layout: TemplateLayout; contents: Contents };

/** A list a template step reads: its query key, the call, and what the step takes from the reply. */
type ListRead<Reply, Item> = readonly [
  key: CallKey,
  fetch: (signal?: AbortSignal) => Promise<Reply>,
  select: (reply: Reply) => readonly Item[] | undefined,
];
/** The read of one standard template with its sample texts or look. */
type SampleRead<Reply, Contents> = readonly [
  key: (templateId: number) => CallKey,
  fetch: (templateId: number) => Promise<Reply>,
  select: (reply: Reply) => Sample<Contents>,
];

/** Where a template step (e-mail, social gallery) reads its standard templates, the organiser's and a sample. */
export type TemplateQueries<Contents, Standard, Saved, SampleReply> = {
  standard: ListRead<Standard, StandardTemplate>;
  saved: ListRead<Saved, SavedTemplate<Contents>>;
  sample: SampleRead<SampleReply, Contents>;
};

const useList = <Reply, Item>([key, fetch, select]: ListRead<Reply, Item>) =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => fetch(signal), select });

/** How a step starts from a standard template's sample (as it is, unless the step says otherwise). */
type FromSample<Contents> = (sample: Sample<Contents>) => Sample<Contents>;
const asItIs = <Contents>(sample: Sample<Contents>) => sample;

/** The step's templates to choose from, and what choosing one puts in the step. */
export function useStepTemplateLibrary<Contents, Standard, Saved, SampleReply>(
  queries: TemplateQueries<Contents, Standard, Saved, SampleReply>,
  fromSample: FromSample<Contents> = asItIs,
) {
  const queryClient = useQueryClient();
  const standard = useList(queries.standard);
  const saved = useList(queries.saved);
  const [sampleKey, fetchSample, sampleOf] = queries.sample;
  return useTemplateLibrary<Contents>({
    standard: { items: standard.data, isPending: standard.isPending },
    saved: { items: saved.data, isPending: saved.isPending },
    fetchSample: async (templateId) =>
      fromSample(
        sampleOf(
          await queryClient.fetchQuery({ queryKey: sampleKey(templateId), queryFn: () => fetchSample(templateId) }),
        ),
      ),
  });
}

/** A standard template as chosen with its sample, once its sample and its card have loaded. */
export function useSampleDraft<Contents, Standard, Saved, SampleReply>(
  queries: TemplateQueries<Contents, Standard, Saved, SampleReply>,
  templateId: number | null,
  fromSample: FromSample<Contents> = asItIs,
) {
  const id = templateId ?? 0;
  const [sampleKey, fetchSample, sampleOf] = queries.sample;
  const sample = useQuery({
    queryKey: sampleKey(id),
    queryFn: () => fetchSample(id),
    select: sampleOf,
    enabled: Number.isInteger(id) && id > 0,
  });
  const templates = useList(queries.standard);
  const template = sample.data;
  const card = templates.data?.find((item) => item.id === template?.id);
  const draft: TemplateDraft<Contents> | undefined =
    template && templates.data ? standardDraft(fromSample(template), card?.template_image ?? '') : undefined;
  return { draft, error: sample.error ?? templates.error };
}

/** A step's template reads, each reply's type taken from its call. */
export const templateQueries = <Contents, Standard, Saved, SampleReply>(
  queries: TemplateQueries<Contents, Standard, Saved, SampleReply>,
) => queries;
