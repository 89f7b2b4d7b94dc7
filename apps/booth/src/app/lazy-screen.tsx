/**
 * A screen whose code is loaded the first time it shows, tried again a few times when it fails
 * to arrive (then the failure goes to the screen's boundary). React's `lazy` keeps a failure for
 * good, so once the boundary has caught one (`loadFailedScreensAfresh`), a fresh `lazy` takes its
 * place: the next time the screen shows its code is loaded again, and one bad moment does not
 * break the screen for every guest after. (Not sooner: React draws a failed screen once more
 * before giving up on it, and that must fail too.)
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withRetries } from '../ui/index.ts';

const failed = new Set<() => void>();

export function loadFailedScreensAfresh(): void {
  for (const renew of failed) renew();
  failed.clear();
}

export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const renew = () => {
    current = lazy(() =>
      withRetries(load).then(
        (screen) => ({ default: screen }),
        (error: unknown) => {
          failed.add(renew);
          throw error;
        },
      ),
    );
  };
  let current: LazyExoticComponent<ComponentType<Props>>;
  renew();
  return function LazyScreen(props: Props) {
    const Screen = current;
    return <Screen {...props} />;
  };
}
