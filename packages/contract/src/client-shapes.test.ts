import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { acceptingClientItems, choiceText, idIn, settingsIn } from './client-shapes.ts';
import { afterFields } from './cross-field-rules.ts';

const errorsOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe("the existing client's list items", () => {
  const ids = acceptingClientItems(
    z.array(z.coerce.number().int().positive()),
    idIn<{ id?: number; prop_id?: number }>('prop_id', 'id'),
    '{id}',
  );
  const settings = acceptingClientItems(
    z.array(z.object({ gifId: z.number(), speed: z.number().max(4) })),
    settingsIn<{ id?: number; settings?: object }>('gifId', ['settings'], ['id']),
    '{id, settings}',
  );

  it('turns client items into ours and leaves ours as they are', () => {
    expect(ids.parse([{ id: 1, image: 'a.png' }, { prop_id: 2, id: 9 }, 3, '4'])).toEqual([1, 2, 3, 4]);
    const one = acceptingClientItems(z.number(), idIn<{ id?: number }>('id'), '{id}');
    expect(one.parse({ id: 5 })).toBe(5);
    expect(
      settings.parse([
        { id: 1, settings: { speed: 2 } },
        { id: 1, settings: { gifId: 3, speed: 1 } },
      ]),
    ).toEqual([
      { gifId: 1, speed: 2 },
      { gifId: 3, speed: 1 },
    ]);
    expect(settings.parse([{ gifId: 7, speed: 4 }])).toEqual([{ gifId: 7, speed: 4 }]);
  });

  it("names errors of a client item by our item's paths", () => {
    expect(
      errorsOf(settings, [
        { gifId: 1, speed: 1 },
        { id: 2, settings: { speed: 9 } },
      ]),
    ).toEqual([['1.speed', 'Too big: expected number to be <=4']]);
    expect(errorsOf(ids, [{ image: 'a.png' }])?.map(([path]) => path)).toEqual(['0']);
  });

  it("takes a form option's label, else its value", () => {
    expect(choiceText({ label: 'Red', value: 'red', selected: true })).toBe('Red');
    expect(choiceText({ label: ' ', value: 2 })).toBe('2');
    expect(choiceText({ selected: true })).toEqual({ selected: true });
    expect(choiceText('Blue' as never)).toBe('Blue');
  });
});

describe('cross-field rules', () => {
  const rule = (value: { a: string; b: string }, ctx: z.core.$RefinementCtx) => {
    if (value.a === value.b) ctx.addIssue({ code: 'custom', path: ['b'], message: 'same' });
  };
  const schema = z
    .object({ a: z.string(), b: z.string(), c: z.string().min(1, { error: 'c empty' }), d: z.number() })
    .superRefine(rule, afterFields('a', 'b'));

  it('run when only other fields failed', () => {
    expect(errorsOf(schema, { a: 'x', b: 'x', c: '', d: 'not a number' })).toEqual([
      ['c', 'c empty'],
      ['d', 'Invalid input: expected number, received string'],
      ['b', 'same'],
    ]);
  });

  it('wait for the fields they read, and for an object at all', () => {
    expect(errorsOf(schema, { a: 'x', b: 1, c: 'c', d: 1 })).toHaveLength(1);
    expect(errorsOf(schema, 'not an object')).toHaveLength(1);
  });
});
