import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** React.lazy for a module's named export, so pages keep named exports and still split into chunks. */
export function lazyNamed<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
