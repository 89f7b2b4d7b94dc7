import type { CustomFrame } from '@boothdeck/contract';
import { Center, Loader, Modal } from '@mantine/core';
import { Suspense } from 'react';
import { lazyNamed } from '@/shared/lib/lazy-named';

/** The chosen frame a design is for, and the library frame it starts from. */
export type DesignTarget = { itemId: number; label: string; background: string };

export type FrameDesignerProps = {
  eventId: number;
  target: DesignTarget;
  onSaved: (itemId: number, frame: CustomFrame) => void;
  onClose: () => void;
};

// Fabric.js is large: it loads only when a designer is opened.
const FrameDesigner = lazyNamed(() => import('./frame-designer'), 'FrameDesigner');

/** The frame designer over the page while `target` is set. */
export function FrameDesignerModal({
  target,
  ...props
}: Omit<FrameDesignerProps, 'target'> & { target: DesignTarget | null }) {
  if (!target) return null;
  return (
    <Suspense
      fallback={
        <Modal opened fullScreen onClose={props.onClose} title="Frame designer" transitionProps={{ duration: 0 }}>
          <Center h={400}>
            <Loader aria-label="Loading the frame designer" />
          </Center>
        </Modal>
      }
    >
      <FrameDesigner key={target.itemId} target={target} {...props} />
    </Suspense>
  );
}
