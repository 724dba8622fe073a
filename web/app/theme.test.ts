import fs from 'node:fs';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, pageGrey, readableColors, textShadeContrast } from './theme';

describe('contrastRatio', () => {
  it('gives the WCAG figures: black on white 21, a colour on itself 1, Mantine grey 6 on white 3.32', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#228be6', '#228be6')).toBe(1);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});

describe('the theme colours', () => {
  const palettes = Object.entries(readableColors);

  it('keep every palette of Mantine, with shades 0 to 5 (the backgrounds) unchanged', () => {
    expect(palettes.map(([name]) => name).sort()).toEqual(Object.keys(DEFAULT_THEME.colors).sort());
    for (const [name, palette] of palettes) expect(palette.slice(0, 6), name).toEqual(DEFAULT_THEME.colors[name].slice(0, 6));
  });

  it.each(palettes)('%s: shades 6 to 9 read as text on white and on the page grey, and white reads on them (WCAG AA)', (_name, palette) => {
    for (const shade of [6, 7, 8, 9] as const) {
      expect(contrastRatio(palette[shade], pageGrey)).toBeGreaterThanOrEqual(textShadeContrast[shade]);
      expect(contrastRatio(palette[shade], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(palettes)('%s: a light badge (shade 9 on shade 1) reads, and text shades darken in order', (_name, palette) => {
    expect(contrastRatio(palette[9], palette[1])).toBeGreaterThanOrEqual(4.5);
    for (const shade of [7, 8, 9])
      expect(contrastRatio(palette[shade], '#ffffff')).toBeGreaterThanOrEqual(contrastRatio(palette[shade - 1], '#ffffff'));
  });

  it('were too light before: Mantine grey 6 (dimmed), blue 6 (buttons, links) and green 6 fail on white', () => {
    for (const name of ['gray', 'blue', 'green']) expect(contrastRatio(DEFAULT_THEME.colors[name][6], '#ffffff')).toBeLessThan(4.5);
  });
});

describe('the installed app', () => {
  it('takes its theme colour from the primary filled shade, in the manifest and the page alike', () => {
    const manifest = JSON.parse(fs.readFileSync('public/manifest.webmanifest', 'utf8')) as {
      theme_color: string;
      icons: { sizes: string }[];
    };
    expect(manifest.theme_color).toBe(readableColors.blue[6]);
    expect(fs.readFileSync('index.html', 'utf8')).toContain(`<meta name="theme-color" content="${readableColors.blue[6]}" />`);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});
