import { Button, Center, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { BackToMicrosite } from '../components/back-to-microsite';

/** /gallery/share/password: a sample of the password page; it checks nothing. */
export function SharePasswordPreviewPage() {
  return (
    <Center component="main" mih="100vh" p="md" bg="#f8f9fa">
      <Paper withBorder p="xl" radius="md" w="100%" maw={380}>
        <Stack>
          <Title order={1} size="h3">
            This gallery is protected
          </Title>
          <PasswordInput label="Password" />
          <Button color="#CEA252">Submit</Button>
          <BackToMicrosite />
        </Stack>
      </Paper>
    </Center>
  );
}
