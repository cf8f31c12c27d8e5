/* Colours people can read: WCAG 2.1 contrast, and the nearest readable shade of a brand colour. */

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const luminance = (hex: string) => {
  const [r, g, b] = channels(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** The contrast ratio of two colours (`#rrggbb`), from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const mix = (hex: string, toward: number, amount: number) =>
  `#${channels(hex)
    .map((c) => Math.round(c + (toward - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;

/**
 * The institution's colour itself when text in it reads on the background (4.5:1, WCAG AA), else the
 * closest shade that does: darker on a light background, lighter on a dark one.
 */
export function readableOn(color: string, background: string, min = 4.5): string {
  const toward = luminance(background) > 0.5 ? 0 : 255;
  for (let step = 0; step <= 20; step++) {
    const shade = mix(color, toward, step / 20);
    if (contrastRatio(shade, background) >= min) return shade;
  }
  return toward === 0 ? '#000000' : '#ffffff';
}
