import type { PropCategory } from '@boothdeck/contract';

/** Props have no names of their own: each is called by its category and place in it ('Hats & Crowns 2'). */
export function propLabels(categories: readonly PropCategory[] | undefined): Map<number, string> {
  return new Map(
    (categories ?? []).flatMap((category) =>
      category.prop.map((prop, index) => [prop.id, `${category.category_name} ${index + 1}`] as const),
    ),
  );
}
