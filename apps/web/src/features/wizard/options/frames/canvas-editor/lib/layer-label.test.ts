import { describe, expect, it } from 'vitest';
import { layerLabelOf } from './layer-label';

describe('layer labels', () => {
  it('shows a text layer by its first 20 characters', () => {
    expect(layerLabelOf({ kind: 'text', text: 'Happy birthday' })).toBe('Happy birthday');
    expect(layerLabelOf({ kind: 'text', text: '12345678901234567890' })).toBe('12345678901234567890');
    expect(layerLabelOf({ kind: 'text', text: 'Welcome to the summer party' })).toBe('Welcome to the summe…');
  });

  it('puts a text of several lines on one and names an empty one', () => {
    expect(layerLabelOf({ kind: 'text', text: 'Anna\n  & Ben' })).toBe('Anna & Ben');
    expect(layerLabelOf({ kind: 'text', text: ' \n' })).toBe('Empty text');
  });

  it('shows an image layer by its name', () => {
    expect(layerLabelOf({ kind: 'image', name: 'Hats & Crowns 2' })).toBe('Hats & Crowns 2');
  });
});
