/** Files as a user picks them. jsdom decodes no pictures: the setup reports every picture's size (see setup-tests). */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `bytes` bytes that start like a PNG. */
export const pngFile = (name = 'image.png', bytes = 40) =>
  new File([new Uint8Array([...PNG_SIGNATURE, ...new Array<number>(bytes - PNG_SIGNATURE.length).fill(0)])], name, {
    type: 'image/png',
  });

/** A text file dressed up as a PNG by its name and type. */
export const textFileNamedPng = (name = 'notes.png') => new File(['just some notes'], name, { type: 'image/png' });
