/**
 * Draws the demo salon's pictures as SVG and saves them as small WebP files under public/images, so a fresh
 * clone shows a finished-looking site without fetching anything. Shapes only, no text: the machines that
 * run this have no web fonts. Run once after changing the demo catalogue:
 *   npx tsx scripts/generate-demo-images.ts
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEMO_BEAUTICIANS, DEMO_SERVICES } from '../src/server/demo/demo-data.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../public', import.meta.url));

/** Salon palette pairs (light, deep) for the soft gradients. */
const PALETTES: Array<[string, string]> = [
  ['#F7E1E4', '#C98497'],
  ['#E4EFE5', '#7FA487'],
  ['#FBE8D8', '#D99A6C'],
  ['#E3E9F5', '#7C95C4'],
  ['#F1E6F4', '#A27BB4'],
  ['#FFF1DC', '#D8A85B'],
  ['#E0F0EE', '#6FA9A0'],
];

// Simple line icons on a 200×200 grid, drawn in white over the gradient. One per kind of treatment.
const ICONS: Record<string, string> = {
  scissors: `<circle cx="60" cy="150" r="22"/><circle cx="140" cy="150" r="22"/><path d="M75 133 L150 30 M125 133 L50 30"/>`,
  palette: `<path d="M100 30 C150 30 175 65 170 100 C165 130 130 120 125 145 C120 170 95 175 75 165 C40 150 25 110 40 75 C52 48 75 30 100 30Z"/><circle cx="75" cy="75" r="9"/><circle cx="110" cy="60" r="9"/><circle cx="140" cy="85" r="9"/><circle cx="60" cy="115" r="9"/>`,
  brush: `<path d="M60 170 L60 110 Q60 60 100 40 Q140 60 140 110 L140 170Z"/><path d="M60 110 L140 110 M80 40 L80 20 M100 40 L100 15 M120 40 L120 20"/>`,
  dryer: `<circle cx="85" cy="80" r="45"/><circle cx="85" cy="80" r="16"/><path d="M130 70 L175 60 L175 100 L130 90 M85 125 L85 175 L110 175 L110 118"/>`,
  polish: `<rect x="60" y="85" width="80" height="90" rx="16"/><rect x="82" y="30" width="36" height="55" rx="6"/><path d="M75 130 Q100 115 125 130"/>`,
  foot: `<path d="M80 175 C50 175 50 140 60 110 C70 80 70 60 95 60 C120 60 125 90 120 120 C115 150 115 175 80 175Z"/><circle cx="95" cy="40" r="9"/><circle cx="118" cy="45" r="7"/><circle cx="136" cy="56" r="6"/><circle cx="75" cy="42" r="7"/>`,
  nails: `<path d="M50 170 L50 90 Q50 60 65 60 Q80 60 80 90 L80 170 M85 170 L85 70 Q85 40 100 40 Q115 40 115 70 L115 170 M120 170 L120 90 Q120 60 135 60 Q150 60 150 90 L150 170"/>`,
  droplet: `<path d="M100 25 C130 70 155 100 155 130 A55 55 0 0 1 45 130 C45 100 70 70 100 25Z"/><path d="M75 135 A25 25 0 0 0 100 160"/>`,
  sparkle: `<path d="M100 25 L115 85 L175 100 L115 115 L100 175 L85 115 L25 100 L85 85Z"/><path d="M155 35 L160 50 L175 55 L160 60 L155 75 L150 60 L135 55 L150 50Z"/>`,
  brow: `<path d="M30 95 Q90 40 170 80"/><path d="M45 135 Q100 105 155 135 Q100 165 45 135Z"/><circle cx="100" cy="135" r="12"/>`,
  eye: `<path d="M30 110 Q100 50 170 110 Q100 170 30 110Z"/><circle cx="100" cy="110" r="20"/><path d="M50 88 L38 70 M75 73 L68 52 M100 68 L100 45 M125 73 L132 52 M150 88 L162 70"/>`,
  lashes: `<path d="M30 100 Q100 150 170 100"/><path d="M45 112 L35 140 M70 124 L64 155 M100 128 L100 162 M130 124 L136 155 M155 112 L165 140"/>`,
  leaf: `<path d="M40 165 C40 90 90 40 165 35 C165 110 115 160 40 165Z"/><path d="M40 165 L130 70"/>`,
  stones: `<ellipse cx="100" cy="160" rx="70" ry="18"/><ellipse cx="100" cy="122" rx="55" ry="16"/><ellipse cx="100" cy="88" rx="40" ry="14"/><ellipse cx="100" cy="58" rx="26" ry="11"/>`,
  lotus: `<path d="M100 160 C70 130 70 80 100 45 C130 80 130 130 100 160Z M100 160 C60 160 35 130 30 95 C65 100 90 125 100 160Z M100 160 C140 160 165 130 170 95 C135 100 110 125 100 160Z"/>`,
};

const SERVICE_ICONS: Record<string, [string, string?]> = {
  'cut-and-blow-dry': ['scissors'],
  'full-head-colour': ['palette', 'brush'],
  balayage: ['brush', 'sparkle'],
  'blow-dry-and-style': ['dryer'],
  'gel-manicure': ['polish', 'sparkle'],
  pedicure: ['foot'],
  'acrylic-nails': ['nails'],
  'signature-facial': ['droplet', 'leaf'],
  dermaplaning: ['sparkle'],
  'brow-shape-and-tint': ['brow'],
  'lash-lift-and-tint': ['eye'],
  'classic-lash-extensions': ['lashes', 'sparkle'],
  'swedish-massage': ['lotus', 'leaf'],
  'hot-stone-massage': ['stones'],
};

function gradientDefs(id: string, [light, deep]: [string, string], angle: number): string {
  return (
    `<defs><linearGradient id="${id}" gradientTransform="rotate(${angle} .5 .5)">` +
    `<stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>` +
    `<filter id="soft"><feGaussianBlur stdDeviation="30"/></filter></defs>`
  );
}

/** Blurred circles that make a flat gradient feel like soft studio light. */
function bokeh(width: number, height: number, seed: number, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = (((seed * 97 + i * 211) % 100) / 100) * width;
    const y = (((seed * 53 + i * 137) % 100) / 100) * height;
    const r = 40 + ((seed + i * 29) % 5) * 25;
    out += `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r}" fill="#fff" opacity="${0.12 + (i % 3) * 0.06}"/>`;
  }
  return `<g filter="url(#soft)">${out}</g>`;
}

function icon(name: string, x: number, y: number, size: number, opacity = 0.95): string {
  const shape = ICONS[name];
  if (!shape) throw new Error(`No icon called ${name}`);
  return (
    `<g transform="translate(${x} ${y}) scale(${size / 200})" fill="none" stroke="#fff" stroke-width="9" ` +
    `stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}">${shape}</g>`
  );
}

function serviceSvg(slug: string, index: number): string {
  const [main = 'sparkle', accent] = SERVICE_ICONS[slug] ?? [];
  const palette = PALETTES[index % PALETTES.length] ?? PALETTES[0]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">${gradientDefs('g', palette, 30 + index * 23)}` +
    `<rect width="800" height="600" fill="url(#g)"/>${bokeh(800, 600, index + 3, 6)}` +
    `<circle cx="400" cy="300" r="170" fill="#fff" opacity="0.18"/>${icon(main, 270, 170, 260)}` +
    (accent ? icon(accent, 580, 60, 130, 0.75) : '') +
    `</svg>`
  );
}

const SKIN = ['#F1C9A5', '#C68642', '#E8B896', '#8D5524'];
// Each hair style is [behind the head, over the head], so long hair can fall behind the shoulders.
const HAIR: Array<[string, string]> = [
  [
    `<path d="M128 170 Q128 95 200 92 Q272 95 272 170 L282 330 L118 330Z"/>`,
    `<path d="M136 170 Q140 100 200 98 Q260 100 264 170 Q225 125 180 135 Q155 145 136 170Z"/>`,
  ], // long
  [`<circle cx="200" cy="86" r="32"/>`, `<path d="M135 185 Q135 100 200 95 Q265 100 265 185 Q230 150 200 140 Q170 150 135 185Z"/>`], // bun
  [
    `<path d="M132 215 Q128 100 200 95 Q272 100 268 215Z"/>`,
    `<path d="M138 175 Q140 100 200 98 Q260 100 262 175 L250 150 Q200 125 150 150Z"/>`,
  ], // bob
  [
    `<circle cx="145" cy="180" r="28"/><circle cx="255" cy="180" r="28"/><circle cx="140" cy="215" r="22"/><circle cx="260" cy="215" r="22"/>`,
    `<circle cx="160" cy="140" r="38"/><circle cx="200" cy="118" r="42"/><circle cx="240" cy="140" r="38"/>`,
  ], // curls
];

function staffSvg(color: string, index: number): string {
  const palette: [string, string] = ['#FBF6F2', color];
  const skin = SKIN[index % SKIN.length];
  const [back, front] = HAIR[index % HAIR.length] ?? HAIR[0]!;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">${gradientDefs('g', palette, 60 + index * 40)}` +
    `<rect width="400" height="400" fill="url(#g)"/>${bokeh(400, 400, index + 11, 4)}` +
    `<g fill="#3B2A26" opacity="0.9">${back}</g>` +
    `<path d="M70 400 Q70 290 200 285 Q330 290 330 400Z" fill="${color}" stroke="#fff" stroke-width="6"/>` +
    `<rect x="178" y="230" width="44" height="60" rx="18" fill="${skin}"/>` +
    `<ellipse cx="200" cy="180" rx="62" ry="72" fill="${skin}"/>` +
    `<g fill="#3B2A26" opacity="0.9">${front}</g></svg>`
  );
}

/** A row of treatment icons, centred, over a soft gradient. */
function heroSvg(palette: [string, string], icons: string[], seed: number): string {
  const left = 600 - (icons.length - 1) * 110 - 75;
  const spread = icons.map((name, i) => icon(name, left + i * 220, 100 + (i % 2) * 60, 150, 0.55)).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">${gradientDefs('g', palette, 15)}` +
    `<rect width="1200" height="400" fill="url(#g)"/>${bokeh(1200, 400, seed, 9)}${spread}</svg>`
  );
}

/** The stock fallback: a calm salon wall (arched mirrors, a shelf, a plant) in neutral tones that suit any brand. */
function fallbackHeroSvg(): string {
  const mirrors = [260, 600, 940]
    .map(
      (cx) =>
        `<path d="M${cx - 110} 330 L${cx - 110} 150 A110 110 0 0 1 ${cx + 110} 150 L${cx + 110} 330Z" fill="#fff" opacity="0.35" stroke="#fff" stroke-width="6"/>`,
    )
    .join('');
  const leaves = [-50, -20, 10, 40]
    .map(
      (angle, i) =>
        `<path d="M0 0 C-18 -40 -10 -80 0 -${95 + i * 8} C10 -80 18 -40 0 0Z" transform="translate(1110 300) rotate(${angle})"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">${gradientDefs('g', ['#F4EFE9', '#B7A593'], 15)}` +
    `<rect width="1200" height="400" fill="url(#g)"/>${bokeh(1200, 400, 8, 9)}${mirrors}` +
    `<rect x="0" y="330" width="1200" height="14" fill="#fff" opacity="0.5"/>` +
    `<g fill="#7E9A7A" opacity="0.85">${leaves}</g><path d="M1080 300 L1140 300 L1130 340 L1090 340Z" fill="#D9C7B4"/></svg>`
  );
}

async function write(relative: string, svg: string, width: number, height: number): Promise<void> {
  const file = path.join(PUBLIC_DIR, 'images', relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 70, effort: 6 }).toFile(file);
  const { size } = await fs.stat(file);
  console.log(`${relative.padEnd(44)} ${(size / 1024).toFixed(1)} KB`);
}

for (const [index, service] of DEMO_SERVICES.entries()) {
  await write(`services/${service.slug}.webp`, serviceSvg(service.slug, index), 800, 600);
}
for (const [index, person] of DEMO_BEAUTICIANS.entries()) {
  await write(`staff/${person.slug}.webp`, staffSvg(person.color, index), 400, 400);
}
await write('hero-demo.webp', heroSvg(['#F7E1E4', '#9C6B8A'], ['leaf', 'scissors', 'lotus', 'polish', 'sparkle'], 5), 1200, 400);
// The stock fallback is deliberately neutral: it must suit any salon that has not uploaded its own hero.
await write('hero-fallback.webp', fallbackHeroSvg(), 1200, 400);
