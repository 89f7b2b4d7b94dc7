import { configDefaults } from 'vitest/config';
import { moduleMockingTests, webTestProject } from './vitest.shared';

export default webTestProject({
  name: 'web',
  exclude: [...configDefaults.exclude, ...moduleMockingTests()],
  // A test keeps no state in a module between files: setup-tests.ts clears what the app keeps.
  isolate: false,
});
