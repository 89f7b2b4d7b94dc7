import { mocksOnlyThePicker, moduleMockingTests, webTestProject } from './vitest.shared';

const files = moduleMockingTests();

export default webTestProject({
  name: 'web-module-mocks',
  include: files,
  // Loading React, Mantine and jsdom again for each file is most of these files' time; they share
  // modules for as long as the one replacement they make is the same in each (vitest.shared.ts).
  isolate: !mocksOnlyThePicker(files),
});
