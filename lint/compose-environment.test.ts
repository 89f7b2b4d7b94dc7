/**
 * compose.yaml and .env.example agree: every variable the stack reads (`${NAME}`) is named in
 * .env.example, which an operator copies to .env, and .env.example holds no secret: the database
 * password and the secrets key are left blank there, to be made for each install.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const compose = fs.readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8');
const example = fs.readFileSync(path.join(ROOT, '.env.example'), 'utf8');

/** The variables .env.example sets, with their values. */
const exampleValues = new Map(
  example
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const),
);

describe('compose.yaml and .env.example', () => {
  it('.env.example names every variable compose.yaml reads', () => {
    const read = [...new Set([...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)\}/g)].map((match) => match[1]))];
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((name) => !exampleValues.has(name as string))).toEqual([]);
  });

  it('.env.example leaves the secrets blank', () => {
    expect(exampleValues.get('DB_PASSWORD')).toBe('');
    expect(exampleValues.get('SECRETS_KEY')).toBe('');
  });
});
