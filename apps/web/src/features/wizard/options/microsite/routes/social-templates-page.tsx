/**
 * `/social-template`: the social gallery template library. With a draft open it is the draft's
 * Social Gallery step with its library opened; with none, the templates to look through and the
 * ways to an event whose gallery can take one (start one, or continue a draft).
 */
import { Button, Card, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link, Navigate } from 'react-router';
import { PATHS } from '@/shared/config/paths';
import { useDraftStore } from '../../../step-kit';
import { OPEN_TEMPLATE_LIBRARY } from '../../common/template-library-request';
import { useMicrositeTemplates } from '../api/get-microsite-templates';

function TemplateList() {
  const templates = useMicrositeTemplates();
  if (templates.isPending) return <Loader aria-label="Loading the templates" />;
  if (templates.isError) {
    return (
      <Text c="red" role="alert">
        The templates could not be loaded. Please try again later.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
      {templates.data.micro_site.map((template) => (
        <Card key={template.id} withBorder radius="md" padding="sm">
          <Card.Section>
            <Image src={template.template_image} alt={template.name} h={220} fit="contain" bg="gray.0" />
          </Card.Section>
          <Text fw={600} mt="sm">
            {template.name}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

export function SocialTemplatesPage() {
  useDocumentTitle('Social Gallery Templates | Boothdeck');
  const draftEventId = useDraftStore((state) => state.eventId);
  if (draftEventId !== null) return <Navigate to={PATHS.micrositeStep} state={OPEN_TEMPLATE_LIBRARY} replace />;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          Social Gallery Templates
        </Title>
        <Text c="dimmed">
          The looks an event's social gallery can take. Choose one on an event's Social Gallery step: start an event, or
          continue a draft.
        </Text>
      </Stack>
      <Group>
        <Button component={Link} to={PATHS.createEvent}>
          Start an event
        </Button>
        <Button component={Link} to={{ pathname: PATHS.events, hash: 'draft' }} variant="light">
          Continue a draft
        </Button>
      </Group>
      <TemplateList />
    </Stack>
  );
}
