import { configDefaults } from 'vitest/config';
import { boothTestProject, moduleMockingTests } from './vitest.shared.ts';

export default boothTestProject({
  name: 'booth',
  exclude: [...configDefaults.exclude, ...moduleMockingTests()],
  isolate: false,
  setupFiles: ['./src/test-setup.ts'],
});
