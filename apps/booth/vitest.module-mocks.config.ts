import { boothTestProject, moduleMockingTests } from './vitest.shared.ts';

export default boothTestProject({ name: 'booth-module-mocks', include: moduleMockingTests() });
