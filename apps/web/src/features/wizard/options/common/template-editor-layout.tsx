import { Badge, Button, Divider, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SaveTemplateForm } from './save-template-form';
import type { TemplateEditor } from './use-template-editor';

type TemplateEditorLayoutProps = {
  title: string;
  /** The template being edited and the sidebar's actions. */
  editor: TemplateEditor;
  /** The template's fields, in the sidebar under its actions. */
  fields: ReactNode;
  /** The preview and any larger editor. */
  children: ReactNode;
};

/** A template editor page: a sidebar with Save, Reset, Cancel, the fields and Save Changes; the main area beside it. */
export function TemplateEditorLayout(props: TemplateEditorLayoutProps) {
  const { title, editor, fields, children } = props;
  useDocumentTitle(`${title} | Boothdeck`);
  return (
    <Stack gap="lg" w="100%">
      <Group gap="sm" align="center">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Badge variant="light" size="lg" tt="none">
          {editor.template.name}
        </Badge>
        {editor.template.choice.type === 'my' && (
          <Text size="sm" c="dimmed">
            My Template
          </Text>
        )}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Paper component="aside" aria-label="Template settings" withBorder radius="md" p="md">
            <Stack gap="md">
              <Stack gap="xs" role="group" aria-label="Editor actions">
                <Button fullWidth leftSection={<IconCheck size={16} />} onClick={editor.save}>
                  Save
                </Button>
                <Group gap="xs" grow>
                  <Button variant="default" leftSection={<IconArrowBackUp size={16} />} onClick={editor.reset}>
                    Reset
                  </Button>
                  <Button variant="default" leftSection={<IconX size={16} />} onClick={editor.cancel}>
                    Cancel
                  </Button>
                </Group>
              </Stack>
              <Divider />
              <Stack gap="sm">{fields}</Stack>
              <SaveTemplateForm onSave={editor.saveAsMine} />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <Stack gap="lg">{children}</Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
