import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './contrast.ts';

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 1);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The spec's error red on white, the case axe reported.
    expect(contrastRatio('#FF5252', '#ffffff')).toBeCloseTo(3.19, 1);
  });

  it('keeps a colour that already reads, and finds the nearest readable shade of one that does not', () => {
    expect(readableOn('#0059b3', '#ffffff')).toBe('#0059b3');
    for (const [color, background] of [
      ['#FF5252', '#ffffff'],
      ['#FFC107', '#ffffff'],
      ['#0059b3', '#121212'],
      ['#0B0986', '#121212'],
    ]) {
      const shade = readableOn(color, background);
      expect(contrastRatio(shade, background), `${color} on ${background} → ${shade}`).toBeGreaterThanOrEqual(4.5);
    }
    // Darker on a light background, lighter on a dark one.
    expect(parseInt(readableOn('#FF5252', '#ffffff').slice(1, 3), 16)).toBeLessThan(0xff);
    expect(parseInt(readableOn('#0059b3', '#121212').slice(5, 7), 16)).toBeGreaterThan(0xb3);
  });
});
