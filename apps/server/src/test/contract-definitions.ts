/** Every endpoint definition the contract exports, found by walking its exports: none can be left out. */

import type { EndpointDefinition } from '@boothdeck/contract';
import * as contract from '@boothdeck/contract';

const isDefinition = (value: unknown): value is EndpointDefinition =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointDefinition).path === 'string' &&
  typeof (value as EndpointDefinition).method === 'string' &&
  typeof (value as EndpointDefinition).caller === 'string' &&
  'reply' in value;

export function contractDefinitions(): EndpointDefinition[] {
  const found = new Set<EndpointDefinition>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || depth > 3) return;
    if (isDefinition(value)) {
      found.add(value);
      return;
    }
    for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  for (const value of Object.values(contract)) visit(value, 0);
  return [...found].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}
