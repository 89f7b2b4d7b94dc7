import { Button, List, Popover, Stack, Text, Title } from '@mantine/core';
import { IconHelp } from '@tabler/icons-react';

const TABS = [
  ['Photo', 'shows or hides a sample photo behind the frame, to see where guests will be. It is never saved.'],
  ['Text', 'adds a text and styles the selected one: font, size, colour, outline, alignment and angle.'],
  ['Layers', 'lists everything on the frame, top first: select, move up or down, delete.'],
  ['Props', 'adds a prop from the library. Drag the corners to resize or turn it.'],
] as const;

/** Whether Help is open, and how it opens and closes. */
export type DesignerHelpProps = { opened: boolean; onChange: (opened: boolean) => void };

/** What each tab and button does, and the keyboard shortcuts. */
export function DesignerHelp({ opened, onChange }: DesignerHelpProps) {
  return (
    <Popover opened={opened} onChange={onChange} width={360} position="bottom" shadow="md" withArrow>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconHelp size={18} />}
          onClick={() => onChange(!opened)}
          aria-expanded={opened}
        >
          Help
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Frame designer help">
        <Stack gap="xs">
          <Title order={4}>Designing a frame</Title>
          <List size="sm" spacing={4}>
            {TABS.map(([tab, text]) => (
              <List.Item key={tab}>
                <b>{tab}</b> {text}
              </List.Item>
            ))}
          </List>
          <Text size="sm">
            <b>Upload</b> places your own PNG, JPEG or WebP image; <b>Download</b> saves the design as canvas.png;{' '}
            <b>Save</b> makes it this frame's custom frame.
          </Text>
          <Text size="sm">
            Keys: <b>Delete</b> or <b>Backspace</b> removes the selected object, double-click a text to type in it,{' '}
            <b>Escape</b> stops typing or closes the designer.
          </Text>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
