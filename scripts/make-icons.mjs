// The installed app's icons (docs/architecture.md "Offline"): PNGs drawn from public/icons/icon.svg, since
// phones' home screens want bitmaps. Run after changing the SVG: `node scripts/make-icons.mjs`.
import sharp from 'sharp';

for (const size of [192, 512]) {
  await sharp('public/icons/icon.svg', { density: 300 }).resize(size, size).png().toFile(`public/icons/icon-${size}.png`);
}
