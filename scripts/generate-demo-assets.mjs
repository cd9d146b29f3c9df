// Writes the demo seed's images (the block files' demo records, contracts/src/blocks/, name them as site paths under
// /assets/demo/) into the shell's public folder, so the demo site has artwork offline. Run again when the seed names
// new images (after building contracts):
//   node scripts/generate-demo-assets.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const palette = [
  ['#4f46e5', '#7c3aed'],
  ['#0ea5e9', '#4f46e5'],
  ['#f59e0b', '#ef4444'],
  ['#10b981', '#0ea5e9'],
  ['#ec4899', '#8b5cf6'],
];

function hash(text) {
  return [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
}

function words(file) {
  return path
    .basename(file, '.svg')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
}

function gradient(id, [from, to]) {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function icon(file, colours) {
  const letter = words(file)[0].charAt(0);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient('g', colours)}<rect width="64" height="64" rx="16" fill="url(#g)"/><text x="32" y="42" font-family="system-ui,sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
}

function avatar(file, colours) {
  const initials = words(file)
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160">${gradient('g', colours)}<rect width="160" height="160" fill="url(#g)"/><circle cx="80" cy="64" r="28" fill="#fff" opacity=".85"/><path d="M28 150c6-30 28-46 52-46s46 16 52 46" fill="#fff" opacity=".85"/><text x="80" y="72" font-family="system-ui,sans-serif" font-size="22" font-weight="700" fill="${colours[0]}" text-anchor="middle">${initials}</text></svg>`;
}

function illustration(file, colours) {
  const title = words(file).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 420">${gradient('g', colours)}<rect width="560" height="420" rx="24" fill="url(#g)"/><circle cx="460" cy="90" r="70" fill="#fff" opacity=".12"/><circle cx="90" cy="360" r="110" fill="#fff" opacity=".08"/><rect x="70" y="90" width="300" height="190" rx="18" fill="#fff" opacity=".92"/><rect x="95" y="120" width="160" height="16" rx="8" fill="${colours[0]}"/><rect x="95" y="150" width="240" height="10" rx="5" fill="#cbd5e1"/><rect x="95" y="170" width="210" height="10" rx="5" fill="#cbd5e1"/><rect x="95" y="225" width="110" height="32" rx="16" fill="${colours[1]}"/><rect x="300" y="220" width="190" height="130" rx="18" fill="#fff" opacity=".95"/><polyline points="320,320 360,285 395,300 440,250 470,262" fill="none" stroke="${colours[0]}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/><text x="280" y="395" font-family="system-ui,sans-serif" font-size="18" fill="#fff" opacity=".8" text-anchor="middle">${title}</text></svg>`;
}

function logo(colours) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="40" viewBox="0 0 180 40">${gradient('g', colours)}<rect x="0" y="2" width="36" height="36" rx="10" fill="url(#g)"/><text x="18" y="28" font-family="system-ui,sans-serif" font-size="20" font-weight="800" fill="#fff" text-anchor="middle">A</text><text x="46" y="28" font-family="system-ui,sans-serif" font-size="22" font-weight="800" fill="#0f172a">Agency</text></svg>`;
}

const seed = require(path.join(root, 'contracts', 'dist', 'index.js')).DEMO_CONTENT;
const files = new Set();
const walk = (value) => {
  if (typeof value === 'string' && value.startsWith('/assets/demo/')) files.add(value);
  else if (value && typeof value === 'object') Object.values(value).forEach(walk);
};
walk(seed);

for (const file of files) {
  const colours = palette[hash(file) % palette.length];
  const folder = file.split('/')[3];
  const svg = file.endsWith('/logo.svg')
    ? logo(palette[0])
    : folder === 'icons'
      ? icon(file, colours)
      : folder === 'people' || folder === 'team'
        ? avatar(file, colours)
        : illustration(file, colours);
  const target = path.join(root, 'shell', 'public', file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, `${svg}\n`);
}
console.log(`wrote ${files.size} images under shell/public/assets/demo`);
