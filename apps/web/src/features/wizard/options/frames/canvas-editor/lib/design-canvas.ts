/**
 * The frame designer's drawing surface (Fabric.js): the library frame as its background, texts
 * and images above it. Only the lazily loaded designer imports this, so Fabric stays out of the
 * frame step's own chunk.
 */
import { FRAME_HEIGHT, FRAME_WIDTH } from '@boothdeck/contract';
import { Canvas, FabricImage, type FabricObject, IText } from 'fabric';
import { layerLabelOf } from './layer-label';
import type { TextStyle } from './text-style';

/** One object on the canvas as the Layers tab lists it. */
export type Layer = { id: number; label: string; object: FabricObject };

const CENTRE = { left: FRAME_WIDTH / 2, top: FRAME_HEIGHT / 2 } as const;
/** New images start at most this share of the frame's width or height. */
const IMAGE_START_SHARE = 0.4;
export const NEW_TEXT = 'Your text';

let lastLayerId = 0;
const layerIds = new WeakMap<FabricObject, number>();
const imageNames = new WeakMap<FabricObject, string>();

function layerIdOf(object: FabricObject): number {
  const known = layerIds.get(object);
  if (known !== undefined) return known;
  lastLayerId += 1;
  layerIds.set(object, lastLayerId);
  return lastLayerId;
}

export function createDesignCanvas(element: HTMLCanvasElement): Canvas {
  return new Canvas(element, {
    width: FRAME_WIDTH,
    height: FRAME_HEIGHT,
    // Selecting an object must not lift it above the others: the Layers tab decides the order.
    preserveObjectStacking: true,
  });
}

/** Loads an image the app serves (or a data URL) without tainting the canvas, so it can still be exported. */
const loadImage = (url: string) => FabricImage.fromURL(url, { crossOrigin: 'anonymous' });

/** Draws the library frame under everything, stretched to the canvas. */
export async function setFrameBackground(canvas: Canvas, url: string): Promise<void> {
  const image = await loadImage(url);
  image.set({
    originX: 'left',
    originY: 'top',
    left: 0,
    top: 0,
    scaleX: FRAME_WIDTH / (image.width || FRAME_WIDTH),
    scaleY: FRAME_HEIGHT / (image.height || FRAME_HEIGHT),
  });
  canvas.backgroundImage = image;
  canvas.requestRenderAll();
}

/** A new text in the middle of the frame, selected. `editorElement` keeps typing inside the designer's dialog. */
export function addText(canvas: Canvas, style: TextStyle, editorElement: HTMLElement): IText {
  const text = new IText(NEW_TEXT, { ...style, ...CENTRE, paintFirst: 'stroke' });
  text.hiddenTextareaContainer = editorElement;
  canvas.add(text);
  canvas.setActiveObject(text);
  canvas.requestRenderAll();
  return text;
}

/** An image (a prop, an upload) in the middle of the frame, scaled to fit comfortably, selected. */
export async function addImage(canvas: Canvas, url: string, name: string): Promise<void> {
  const image = await loadImage(url);
  const scale = Math.min(
    1,
    (FRAME_WIDTH * IMAGE_START_SHARE) / (image.width || 1),
    (FRAME_HEIGHT * IMAGE_START_SHARE) / (image.height || 1),
  );
  image.set({ ...CENTRE, scaleX: scale, scaleY: scale });
  imageNames.set(image, name);
  canvas.add(image);
  canvas.setActiveObject(image);
  canvas.requestRenderAll();
}

export const isText = (object: FabricObject | undefined | null): object is IText => object instanceof IText;

/** Every object, the top one first. */
export function layersOf(canvas: Canvas): Layer[] {
  return [...canvas.getObjects()].reverse().map((object) => ({
    id: layerIdOf(object),
    label: layerLabelOf(
      isText(object) ? { kind: 'text', text: object.text } : { kind: 'image', name: imageNames.get(object) ?? 'Image' },
    ),
    object,
  }));
}

/** Sets a text's style and redraws it. */
export function styleText(canvas: Canvas, text: IText, style: TextStyle): void {
  text.set({ ...style });
  text.setCoords();
  canvas.requestRenderAll();
}

export function removeObjects(canvas: Canvas, objects: FabricObject[]): void {
  canvas.discardActiveObject();
  canvas.remove(...objects);
  canvas.requestRenderAll();
}

/** The design as a PNG data URL of exactly the frame's size, whatever the screen's pixel density. */
export function exportDesign(canvas: Canvas): string {
  return canvas.toDataURL({ format: 'png', multiplier: FRAME_WIDTH / canvas.width, enableRetinaScaling: false });
}
