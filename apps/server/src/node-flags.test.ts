import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

describe('server Node.js flags', () => {
  it('are the ones npm start and npm run dev pass to node', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8'));
    for (const script of [manifest.scripts.serve, manifest.scripts.dev]) {
      expect(script).toMatch(new RegExp(`^node ${SERVER_NODE_FLAGS.join(' ')} --import tsx`));
    }
  });
});
