import { moduleMockingTests, webTestProject } from './vitest.shared';

export default webTestProject({ name: 'web-module-mocks', include: moduleMockingTests() });
