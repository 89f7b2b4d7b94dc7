import type { Canvas, FabricObject } from 'fabric';
import { useEffect, useState } from 'react';
import * as design from '../lib/design-canvas';
import type { TextStyle } from '../lib/text-style';

export const FRAME_LOAD_ERROR = 'The frame could not be loaded. Close the designer and try again.';

/**
 * The designer's canvas and what the panels show of it: the layers, the selection and whether
 * anything changed since it opened (or was reset). `host` is the element the canvas is drawn in.
 */
export function useDesignCanvas(backgroundUrl: string) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [canvas, setCanvas] = useState<Canvas | null>(null);
  const [layers, setLayers] = useState<design.Layer[]>([]);
  const [selection, setSelection] = useState<FabricObject[]>([]);
  // Bumped on every change, so the text controls re-read a text rotated or resized on the canvas.
  const [revision, setRevision] = useState(0);
  const [isDirty, setDirty] = useState(false);
  const [isReady, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (!host) return;
    const element = document.createElement('canvas');
    host.appendChild(element);
    const created = design.createDesignCanvas(element);
    const sync = () => {
      setLayers(design.layersOf(created));
      setSelection(created.getActiveObjects());
      setRevision((value) => value + 1);
    };
    const change = () => {
      setDirty(true);
      sync();
    };
    for (const name of ['object:added', 'object:removed', 'object:modified', 'text:changed'] as const) {
      created.on(name, change);
    }
    for (const name of ['selection:created', 'selection:updated', 'selection:cleared'] as const) {
      created.on(name, sync);
    }
    setCanvas(created);
    let isCurrent = true;
    design.setFrameBackground(created, backgroundUrl).then(
      () => isCurrent && setReady(true),
      () => isCurrent && setLoadError(FRAME_LOAD_ERROR),
    );
    return () => {
      isCurrent = false;
      setCanvas(null);
      setReady(false);
      created.off();
      // Disposing puts the bare element back in the host synchronously; the rest settles later.
      void created.dispose();
      element.remove();
    };
  }, [host, backgroundUrl]);

  const selectedText = selection.length === 1 && design.isText(selection[0]) ? selection[0] : null;

  /** Runs an edit on the canvas, then refreshes what the panels show. */
  const edit = (run: (canvas: Canvas) => void, isChange = true) => {
    if (!canvas) return;
    run(canvas);
    if (isChange) setDirty(true);
    setLayers(design.layersOf(canvas));
    setSelection(canvas.getActiveObjects());
    setRevision((value) => value + 1);
  };

  return {
    setHost,
    isReady: canvas !== null && isReady,
    loadError,
    layers,
    selection,
    selectedText,
    revision,
    isDirty,
    addText: (style: TextStyle) => edit((target) => host && design.addText(target, style, host)),
    addImage: async (url: string, name: string) => {
      if (canvas) await design.addImage(canvas, url, name);
    },
    styleText: (style: TextStyle) => edit((target) => selectedText && design.styleText(target, selectedText, style)),
    setText: (text: string) =>
      edit((target) => {
        selectedText?.set({ text });
        selectedText?.setCoords();
        target.requestRenderAll();
      }),
    select: (object: FabricObject) =>
      edit((target) => {
        target.setActiveObject(object);
        target.requestRenderAll();
      }, false),
    bringForward: (object: FabricObject) => edit((target) => target.bringObjectForward(object)),
    sendBackward: (object: FabricObject) => edit((target) => target.sendObjectBackwards(object)),
    remove: (objects: FabricObject[]) => edit((target) => design.removeObjects(target, objects)),
    /** Back to the frame alone, as when the designer opened. */
    clear: () => {
      edit((target) => design.removeObjects(target, target.getObjects()));
      setDirty(false);
    },
    /** Leaves typing in a text on the canvas; false when no text was being typed in. */
    stopTyping: () => {
      if (!selectedText?.isEditing) return false;
      edit(() => selectedText.exitEditing(), false);
      return true;
    },
    exportDesign: () => (canvas ? design.exportDesign(canvas) : null),
  };
}

export type DesignCanvas = ReturnType<typeof useDesignCanvas>;
