// Draws the project's own art as SVG files in packages/ui/public/art (served at /art):
//   medallions/{type}-{starLevel}-{gender}.svg   4 types x 4 levels x 2 genders
//   jobs/{job}.svg                               one illustration per job
//   characters/{job}.svg                         one portrait per job
// The files are committed; run `node packages/ui/scripts/generate-art.mjs` after changing this.
// No text is drawn (an <img> would fall back to the machine's fonts): shapes only.
// One file over 400 lines: it is mostly drawing data (shapes and colours per job and type), kept
// beside the few functions that write it out.
// The types, star levels, genders, jobs and the paths are @izi/domain's, the ones the app, the
// mocks and the server use.
import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'public', 'art');

/** `@izi/domain` is TypeScript: bundled for Node (it imports nothing) and imported from memory. */
async function loadDomain() {
  const { outputFiles } = await build({
    entryPoints: [join(here, '..', '..', 'domain', 'src', 'index.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'warning',
  });
  const code = Buffer.from(outputFiles[0].contents).toString('base64');
  return import(`data:text/javascript;base64,${code}`);
}
const domain = await loadDomain();

const f = (n) => Number(n.toFixed(2));
const polar = (cx, cy, r, deg) => {
  const a = ((deg - 90) * Math.PI) / 180;
  return [f(cx + r * Math.cos(a)), f(cy + r * Math.sin(a))];
};
const poly = (points) => `M${points.map(([x, y]) => `${x} ${y}`).join('L')}Z`;
/** A star with `n` points, outer radius `r`, inner radius `ri`, pointing up. */
const starPath = (cx, cy, r, ri, n = 5, rot = 0) =>
  poly(Array.from({ length: n * 2 }, (_, i) => polar(cx, cy, i % 2 ? ri : r, rot + (i * 180) / n)));
const regular = (cx, cy, r, n, rot = 0) =>
  poly(Array.from({ length: n }, (_, i) => polar(cx, cy, r, rot + (i * 360) / n)));
const svg = (size, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${body}</svg>\n`;

// ---------------------------------------------------------------------------------------------
// Medallions: colour per type, a gem shape per type, ornaments that grow with the star level
// (beads at 2, a laurel wreath at 3, rays and a crown at 4), the stars on a ribbon, and a
// gendered motif: a faceted rim and the Mars sign for M, a scalloped rim and the Venus sign for F.

const palettes = {
  PETA: { light: '#8ef0d0', mid: '#1fa487', dark: '#0b5546', deep: '#063a30' },
  BETA: { light: '#a9c8ff', mid: '#3473e6', dark: '#183c8c', deep: '#0e2660' },
  ATA: { light: '#ffadc0', mid: '#d83a63', dark: '#7c1533', deep: '#520b20' },
  ALPHA: { light: '#ffe7a3', mid: '#e3a92c', dark: '#8d5b09', deep: '#5e3b03' },
};
const gold = { light: '#fff1b8', mid: '#f4c542', dark: '#a77207' };

const gems = {
  PETA: (r) =>
    `<circle cx="100" cy="92" r="${r}" fill="url(#gem)" stroke="#fff" stroke-opacity=".75" stroke-width="2.5"/>`,
  BETA: (r) =>
    `<path d="${regular(100, 92, r * 1.18, 4)}" fill="url(#gem)" stroke="#fff" stroke-opacity=".75" stroke-width="2.5" stroke-linejoin="round"/>`,
  ATA: (r) =>
    `<path d="${regular(100, 92, r * 1.08, 6, 30)}" fill="url(#gem)" stroke="#fff" stroke-opacity=".75" stroke-width="2.5" stroke-linejoin="round"/>`,
  ALPHA: (r) =>
    `<path d="${starPath(100, 92, r * 1.2, r * 0.92, 8, 22.5)}" fill="url(#gem)" stroke="#fff" stroke-opacity=".75" stroke-width="2.5" stroke-linejoin="round"/>`,
};

function rim(gender) {
  if (gender === 'M') {
    // Faceted: a 24-point burst with shallow points.
    return starPath(100, 92, 80, 73, 24);
  }
  // Scalloped: 18 petals.
  const n = 18;
  const r = 74;
  let d = '';
  for (let i = 0; i < n; i++) {
    const [x0, y0] = polar(100, 92, r, (i * 360) / n);
    const [x1, y1] = polar(100, 92, r, ((i + 1) * 360) / n);
    d += `${i === 0 ? `M${x0} ${y0}` : ''}A${f(r * Math.sin(Math.PI / n) * 1.05)} ${f(r * Math.sin(Math.PI / n) * 1.05)} 0 0 1 ${x1} ${y1}`;
  }
  return `${d}Z`;
}

function genderSign(gender) {
  const common =
    'fill="none" stroke="#fff" stroke-width="5.5" stroke-linecap="round" stroke-linejoin="round"';
  if (gender === 'M') {
    return `<g ${common}><circle cx="96" cy="96" r="11"/><path d="M104 88l12-12M106 76h10v10"/></g>`;
  }
  return `<g ${common}><circle cx="100" cy="86" r="11"/><path d="M100 97v16M93 106h14"/></g>`;
}

function laurel(p) {
  const leaves = [];
  for (const side of [-1, 1]) {
    const stem = [];
    for (let i = 0; i < 8; i++) {
      // From the bottom (180 degrees) up each side; leaves lie along the wreath, tips upward.
      const deg = 180 + side * (40 + i * 16);
      const [x, y] = polar(100, 92, 86, deg);
      stem.push([x, y]);
      const along = deg + (side > 0 ? 180 : 0);
      for (const offset of [-1, 1]) {
        const [lx, ly] = polar(x, y, 6, deg + 90 * offset);
        leaves.push(
          `<ellipse cx="${lx}" cy="${ly}" rx="3.6" ry="8.5" transform="rotate(${f(along + offset * side * 28)} ${lx} ${ly})" fill="${offset > 0 ? p.mid : p.dark}" stroke="${p.deep}" stroke-width=".9"/>`,
        );
      }
    }
    leaves.unshift(
      `<path d="M${stem.map(([x, y]) => `${x} ${y}`).join('L')}" fill="none" stroke="${p.deep}" stroke-width="2" stroke-linecap="round"/>`,
    );
  }
  return `<g>${leaves.join('')}</g>`;
}

function rays(p) {
  const list = [];
  for (let i = 0; i < 32; i++) {
    const deg = i * (360 / 32);
    const a = polar(100, 92, 70, deg - 3.5);
    const b = polar(100, 92, i % 2 ? 90 : 100, deg);
    const c = polar(100, 92, 70, deg + 3.5);
    list.push(`<path d="${poly([a, b, c])}" fill="${i % 2 ? gold.mid : p.light}" opacity=".9"/>`);
  }
  return `<g>${list.join('')}</g>`;
}

function crown() {
  const d = 'M72 30L76 6L88 20L100 2L112 20L124 6L128 30Z';
  return `<g><path d="${d}" fill="url(#gold)" stroke="${gold.dark}" stroke-width="1.8" stroke-linejoin="round"/><rect x="70" y="27" width="60" height="9" rx="3" fill="${gold.mid}" stroke="${gold.dark}" stroke-width="1.6"/><circle cx="100" cy="31.5" r="3.2" fill="#e0245e"/><circle cx="85" cy="31.5" r="2.4" fill="#2f6fe0"/><circle cx="115" cy="31.5" r="2.4" fill="#2f6fe0"/><circle cx="76" cy="6" r="2.6" fill="${gold.light}" stroke="${gold.dark}"/><circle cx="100" cy="2.8" r="2.6" fill="${gold.light}" stroke="${gold.dark}"/><circle cx="124" cy="6" r="2.6" fill="${gold.light}" stroke="${gold.dark}"/></g>`;
}

function ribbon(p, level) {
  const tails = `<path d="M38 156l14-4v26l-8-6-10 4z" fill="${p.dark}"/><path d="M162 156l-14-4v26l8-6 10 4z" fill="${p.dark}"/>`;
  const band = `<path d="M46 150Q100 138 154 150v22Q100 160 46 172z" fill="${p.deep}" stroke="${gold.mid}" stroke-width="1.5"/>`;
  const gap = 22;
  const start = 100 - ((level - 1) * gap) / 2;
  const stars = Array.from({ length: level }, (_, i) => {
    const x = start + i * gap;
    // Follow the band's curve.
    const y = 161 - 10 * (1 - ((x - 100) / 54) ** 2) + 1;
    return `<path d="${starPath(x, y, 8.5, 3.7)}" fill="url(#gold)" stroke="${gold.dark}" stroke-width="1" stroke-linejoin="round"/>`;
  });
  return `<g>${tails}${band}${stars.join('')}</g>`;
}

function beads(p) {
  return `<g>${Array.from({ length: 36 }, (_, i) => {
    const [x, y] = polar(100, 92, 67, i * 10);
    return `<circle cx="${x}" cy="${y}" r="2" fill="${p.light}"/>`;
  }).join('')}</g>`;
}

function medallion(type, level, gender) {
  const p = palettes[type];
  const defs = `<defs>
<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset=".5" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
<radialGradient id="disc" cx=".38" cy=".32" r=".8"><stop offset="0" stop-color="${p.mid}"/><stop offset="1" stop-color="${p.deep}"/></radialGradient>
<linearGradient id="gem" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.mid}"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${gold.light}"/><stop offset="1" stop-color="${gold.mid}"/></linearGradient>
</defs>`;
  const parts = [defs];
  if (level >= 4) parts.push(rays(p));
  if (level >= 3) parts.push(laurel(p));
  parts.push(
    `<path d="${rim(gender)}" fill="url(#rim)" stroke="${p.deep}" stroke-width="2" stroke-linejoin="round"/>`,
  );
  parts.push(
    `<circle cx="100" cy="92" r="62" fill="url(#disc)" stroke="${p.deep}" stroke-width="2"/>`,
  );
  if (level >= 2) parts.push(beads(p));
  parts.push(
    `<circle cx="100" cy="92" r="52" fill="none" stroke="${p.light}" stroke-opacity=".45" stroke-width="1.5" stroke-dasharray="${level >= 3 ? '2 4' : '0'}"/>`,
  );
  parts.push(gems[type](32));
  parts.push(
    `<path d="M76 70Q100 56 124 70" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>`,
  );
  parts.push(genderSign(gender));
  if (level >= 4) parts.push(crown());
  parts.push(ribbon(p, level));
  return svg(200, parts.join(''));
}

// ---------------------------------------------------------------------------------------------
// Job illustrations: a tinted tile and one recognisable object.

const ink = '#2b2540';
const line = `stroke="${ink}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`;

const jobArt = {
  PROGRAMMER: {
    bg: ['#e3e9ff', '#b8c6ff'],
    body: `<rect x="34" y="40" width="92" height="62" rx="6" fill="#2d3561" ${line}/>
<rect x="42" y="48" width="76" height="46" rx="2" fill="#151a36"/>
<path d="M60 62l-9 9 9 9M100 62l9 9-9 9" fill="none" stroke="#7ee0a8" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M86 58l-12 26" stroke="#ffd166" stroke-width="4" stroke-linecap="round"/>
<path d="M22 108h116l-10 14H32z" fill="#8c93b8" ${line}/>
<rect x="68" y="110" width="24" height="4" rx="2" fill="#5b628a"/>`,
  },
  FARMER: {
    bg: ['#fff4d6', '#ffd98a'],
    body: `<circle cx="116" cy="42" r="14" fill="#ffb703" stroke="#e08e00" stroke-width="3"/>
<path d="M10 112Q50 86 90 104T150 96V150H10z" fill="#7cc36b"/>
<path d="M10 128Q60 108 150 122V150H10z" fill="#4e9a45"/>
<g fill="#e9b949" stroke="#a8741a" stroke-width="2">${[0, 1, 2, 3, 4]
      .map((i) => {
        const y = 58 + i * 11;
        return `<ellipse cx="66" cy="${y}" rx="5" ry="8" transform="rotate(-30 66 ${y})"/><ellipse cx="78" cy="${y}" rx="5" ry="8" transform="rotate(30 78 ${y})"/>`;
      })
      .join('')}<ellipse cx="72" cy="48" rx="5" ry="9"/></g>
<path d="M72 56v74" stroke="#a8741a" stroke-width="4" stroke-linecap="round"/>`,
  },
  CHEF: {
    bg: ['#ffe8e0', '#ffb8a3'],
    body: `<path d="M58 66a16 16 0 0 1 4-30 18 18 0 0 1 36 0 16 16 0 0 1 4 30v14H58z" fill="#fff" ${line}/>
<path d="M60 72h40" stroke="${ink}" stroke-width="2" opacity=".35"/>
<path d="M70 60v20M80 58v22M90 60v20" stroke="${ink}" stroke-width="2" opacity=".2"/>
<path d="M34 98h92v8a30 30 0 0 1-30 30H64a30 30 0 0 1-30-30z" fill="#6c7a89" ${line}/>
<path d="M126 104h14" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>
<path d="M20 104h14" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>
<path d="M38 100h84" stroke="#aab6c3" stroke-width="4"/>`,
  },
  MECHANIC: {
    bg: ['#e0f2ff', '#9fd3ff'],
    body: `<path d="${starPath(50, 52, 30, 23, 10)}" fill="#8895a7" ${line}/><circle cx="50" cy="52" r="10" fill="#cfe9ff" ${line}/>
<g transform="translate(14 4) rotate(45 80 80)"><path d="M72 62h16v74a8 8 0 0 1-16 0z" fill="#f2a33a" ${line}/>
<path d="M62 20a22 22 0 0 0 8 40h20a22 22 0 0 0 8-40v18H86V16h-12v22H62z" fill="#f2a33a" ${line}/>
<circle cx="80" cy="126" r="3.5" fill="${ink}"/></g>`,
  },
  BLOGGER: {
    bg: ['#f3e6ff', '#d5adff'],
    body: `<rect x="48" y="28" width="56" height="100" rx="10" fill="#3b2f5c" ${line}/>
<rect x="54" y="38" width="44" height="78" rx="4" fill="#fff"/>
<circle cx="76" cy="60" r="10" fill="#ffb3c7"/>
<rect x="60" y="76" width="32" height="5" rx="2.5" fill="#c6b8e6"/>
<rect x="60" y="86" width="24" height="5" rx="2.5" fill="#c6b8e6"/>
<path d="M100 40h36a8 8 0 0 1 8 8v20a8 8 0 0 1-8 8h-18l-10 10v-10h-8z" fill="#ff5d8f" ${line}/>
<path d="M122 66c-8-5-12-9-12-13a4.5 4.5 0 0 1 12-2 4.5 4.5 0 0 1 12 2c0 4-4 8-12 13z" fill="#fff"/>`,
  },
  HAIRDRESSER: {
    bg: ['#ffe3f1', '#ffadd6'],
    body: `<g transform="rotate(-20 80 80)"><rect x="34" y="52" width="92" height="14" rx="4" fill="#7b5cff" ${line}/>${Array.from(
      { length: 10 },
      (_, i) =>
        `<rect x="${40 + i * 8.4}" y="66" width="4" height="20" rx="2" fill="#7b5cff" ${line}/>`,
    ).join('')}</g>
<path d="M62 120L112 40M98 120L52 44" stroke="#9aa4b5" stroke-width="7" stroke-linecap="round"/>
<path d="M62 120L112 40M98 120L52 44" stroke="#d5dbe5" stroke-width="3" stroke-linecap="round"/>
<circle cx="58" cy="126" r="11" fill="none" stroke="#e23d7c" stroke-width="6"/>
<circle cx="102" cy="126" r="11" fill="none" stroke="#e23d7c" stroke-width="6"/>
<circle cx="80" cy="84" r="4" fill="${ink}"/>`,
  },
  NURSE: {
    bg: ['#e2f7f3', '#a4e6d8'],
    body: `<path d="M80 132c-30-18-50-36-50-58a22 22 0 0 1 50-12 22 22 0 0 1 50 12c0 22-20 40-50 58z" fill="#ff6b81" ${line}/>
<rect x="70" y="56" width="20" height="52" rx="3" fill="#fff"/>
<rect x="54" y="72" width="52" height="20" rx="3" fill="#fff"/>
<path d="M14 132h34l8-14 10 26 8-12h72" fill="none" stroke="#157a6e" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  },
  TUTOR: {
    bg: ['#e8f5e2', '#b9e3a6'],
    body: `<path d="M80 62Q56 50 24 54v64q32-4 56 8z" fill="#fff" ${line}/>
<path d="M80 62q24-12 56-8v64q-32-4-56 8z" fill="#f7f3e8" ${line}/>
<path d="M34 70q18-2 36 4M34 82q18-2 36 4M34 94q18-2 36 4M90 74q18-6 36-4M90 86q18-6 36-4M90 98q18-6 36-4" stroke="#9aa4b5" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<path d="M80 14l44 16-44 16-44-16z" fill="#2c3e66" ${line}/>
<path d="M56 38v10c0 6 48 6 48 0V38" fill="#2c3e66" ${line}/>
<path d="M120 32v18" stroke="#ffc233" stroke-width="3" stroke-linecap="round"/><circle cx="120" cy="52" r="3.5" fill="#ffc233"/>`,
  },
  TAXI_DRIVER: {
    bg: ['#fff7d1', '#ffe27a'],
    body: `<path d="M24 104v-16l12-6 14-22h60l14 22 12 6v16z" fill="#ffc61a" ${line}/>
<path d="M56 64h48l10 18H46z" fill="#bfe3ff" ${line}/>
<path d="M80 64v18" stroke="${ink}" stroke-width="3"/>
<rect x="62" y="44" width="36" height="14" rx="3" fill="#fff" ${line}/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${64 + i * 5.5}" y="${i % 2 ? 46 : 51}" width="5.5" height="5" fill="${ink}"/>`).join('')}
<rect x="24" y="90" width="112" height="6" fill="${ink}" opacity=".85"/>
${Array.from({ length: 14 }, (_, i) => `<rect x="${24 + i * 8}" y="${i % 2 ? 90 : 93}" width="8" height="3" fill="#ffc61a"/>`).join('')}
<circle cx="48" cy="108" r="12" fill="#3a3f4b" ${line}/><circle cx="48" cy="108" r="5" fill="#cfd4dc"/>
<circle cx="112" cy="108" r="12" fill="#3a3f4b" ${line}/><circle cx="112" cy="108" r="5" fill="#cfd4dc"/>
<circle cx="30" cy="86" r="3" fill="#fff"/><circle cx="130" cy="86" r="3" fill="#ff5252"/>`,
  },
  CARPENTER: {
    bg: ['#f8ebdd', '#e8c39e'],
    body: `<rect x="18" y="108" width="124" height="22" rx="3" fill="#d9a066" ${line}/>
<path d="M30 116q22-5 44 0t44 0" stroke="#a86f3a" stroke-width="2" fill="none"/>
<g transform="rotate(30 70 70)"><path d="M40 52h80v16l-80 16z" fill="#c6ced9" ${line}/>
<path d="M40 84${Array.from({ length: 10 }, (_, i) => `l4 ${f(5 - i * 0.2)}l4 ${f(-5 + i * 0.2 - 1.6)}`).join('')}" fill="none" stroke="${ink}" stroke-width="2" stroke-linejoin="round"/>
<path d="M18 46h26v44H18a6 6 0 0 1-6-6V52a6 6 0 0 1 6-6z" fill="#b5652c" ${line}/><rect x="22" y="56" width="12" height="22" rx="6" fill="#f8ebdd" ${line}/></g>
<g transform="rotate(-35 112 60)"><rect x="106" y="40" width="10" height="62" rx="4" fill="#c98b4a" ${line}/><path d="M96 28h34l6 8-6 8H96z" fill="#7d8797" ${line}/></g>`,
  },
};

function jobIllustration(job) {
  const { bg, body } = jobArt[job];
  return svg(
    160,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient></defs>
<rect width="160" height="160" rx="28" fill="url(#bg)"/>
<circle cx="128" cy="132" r="40" fill="#fff" opacity=".25"/><circle cx="26" cy="24" r="26" fill="#fff" opacity=".3"/>
${body}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Character portraits: a bust in the job's clothes, with the job's accessory.

const portraits = {
  PROGRAMMER: {
    bg: '#c9d4ff',
    skin: '#f1c7a5',
    hair: '#3b2a20',
    shirt: '#3b4a8c',
    collar: '#2d3561',
    hairShape: 'short',
    extra: 'glasses hoodie',
  },
  FARMER: {
    bg: '#ffe3a1',
    skin: '#d9a27a',
    hair: '#6b3f1d',
    shirt: '#c0392b',
    collar: '#3f6ea8',
    hairShape: 'short',
    extra: 'strawHat overalls',
  },
  CHEF: {
    bg: '#ffc9b8',
    skin: '#f5d0b5',
    hair: '#2a1d14',
    shirt: '#ffffff',
    collar: '#e3e6ec',
    hairShape: 'short',
    extra: 'toque chefButtons',
  },
  MECHANIC: {
    bg: '#a9d8ff',
    skin: '#8d5a3b',
    hair: '#1c1410',
    shirt: '#2f6db5',
    collar: '#24548c',
    hairShape: 'short',
    extra: 'cap smudge',
  },
  BLOGGER: {
    bg: '#e2c4ff',
    skin: '#f3c9a8',
    hair: '#d4572a',
    shirt: '#ff5d8f',
    collar: '#e8477a',
    hairShape: 'long',
    extra: 'headset',
  },
  HAIRDRESSER: {
    bg: '#ffc3e0',
    skin: '#c68a65',
    hair: '#7b2cbf',
    shirt: '#2b2540',
    collar: '#1c1830',
    hairShape: 'bun',
    extra: 'scissorsPin',
  },
  NURSE: {
    bg: '#b3ece0',
    skin: '#f0c19d',
    hair: '#5a3520',
    shirt: '#2bb3a0',
    collar: '#1f8f80',
    hairShape: 'long',
    extra: 'nurseCap stethoscope',
  },
  TUTOR: {
    bg: '#cdebbf',
    skin: '#e5b48f',
    hair: '#9a9a9a',
    shirt: '#7a5c3e',
    collar: '#f2efe6',
    hairShape: 'short',
    extra: 'glasses mortarboard tie',
  },
  TAXI_DRIVER: {
    bg: '#ffe680',
    skin: '#b97a56',
    hair: '#2a1d14',
    shirt: '#2b2540',
    collar: '#ffc61a',
    hairShape: 'short',
    extra: 'flatCap',
  },
  CARPENTER: {
    bg: '#ebc9a5',
    skin: '#f0c8a8',
    hair: '#8a4b22',
    shirt: '#b03a2e',
    collar: '#7f271e',
    hairShape: 'short',
    extra: 'beard pencil plaid',
  },
};

function portrait(job) {
  const p = portraits[job];
  const has = (name) => p.extra.split(' ').includes(name);
  const parts = [];
  parts.push(
    `<defs><clipPath id="frame"><rect width="160" height="160" rx="28"/></clipPath></defs>`,
  );
  parts.push(`<g clip-path="url(#frame)">`);
  parts.push(`<rect width="160" height="160" fill="${p.bg}"/>`);
  parts.push(`<circle cx="80" cy="70" r="58" fill="#fff" opacity=".35"/>`);
  // Long hair behind the head.
  if (p.hairShape === 'long')
    parts.push(`<path d="M44 70q0-38 36-38t36 38v44H44z" fill="${p.hair}"/>`);
  if (p.hairShape === 'bun') parts.push(`<circle cx="80" cy="28" r="16" fill="${p.hair}"/>`);
  // Shoulders and clothes.
  parts.push(`<path d="M20 160q0-44 60-44t60 44z" fill="${p.shirt}"/>`);
  if (has('plaid')) {
    parts.push(
      `<g stroke="#7f271e" stroke-width="4" opacity=".6">${[34, 52, 108, 126].map((x) => `<path d="M${x} 124v36"/>`).join('')}<path d="M20 140h120"/></g>`,
    );
  }
  if (has('hoodie'))
    parts.push(
      `<path d="M50 122q30 24 60 0" fill="none" stroke="${p.collar}" stroke-width="8" stroke-linecap="round"/><path d="M70 132v16M90 132v16" stroke="#dfe4ff" stroke-width="3" stroke-linecap="round"/>`,
    );
  if (has('overalls'))
    parts.push(
      `<path d="M56 160v-30h48v30z" fill="${p.collar}"/><path d="M50 120l8 14M110 120l-8 14" stroke="${p.collar}" stroke-width="7" stroke-linecap="round"/><circle cx="60" cy="136" r="3" fill="#ffd166"/><circle cx="100" cy="136" r="3" fill="#ffd166"/>`,
    );
  if (has('chefButtons'))
    parts.push(
      `<path d="M80 118l-22 42M80 118l22 42" stroke="#d5d9e0" stroke-width="3"/><g fill="#c8ccd4"><circle cx="72" cy="138" r="3"/><circle cx="88" cy="138" r="3"/><circle cx="68" cy="150" r="3"/><circle cx="92" cy="150" r="3"/></g><path d="M62 118h36l-4 8H66z" fill="#ff6b6b"/>`,
    );
  if (has('tie'))
    parts.push(
      `<path d="M68 116l12 12 12-12z" fill="${p.collar}"/><path d="M77 126h6l3 24-6 8-6-8z" fill="#c0392b"/>`,
    );
  if (!has('tie') && !has('hoodie') && !has('chefButtons') && !has('overalls'))
    parts.push(`<path d="M64 116l16 18 16-18z" fill="${p.collar}"/>`);
  if (has('stethoscope'))
    parts.push(
      `<path d="M62 120q-6 22 18 26q24-4 18-26" fill="none" stroke="#2b2540" stroke-width="3"/><circle cx="80" cy="146" r="5" fill="#cfd4dc" stroke="#2b2540" stroke-width="2"/>`,
    );
  if (has('pencil'))
    parts.push(
      `<path d="M106 148l14-14" stroke="#ffc233" stroke-width="6" stroke-linecap="round"/>`,
    );
  // Neck and head.
  parts.push(`<rect x="70" y="98" width="20" height="22" rx="8" fill="${p.skin}"/>`);
  parts.push(
    `<path d="M70 112q10 6 20 0" stroke="#000" stroke-opacity=".12" stroke-width="4" fill="none"/>`,
  );
  parts.push(`<ellipse cx="80" cy="72" rx="28" ry="32" fill="${p.skin}"/>`);
  parts.push(
    `<ellipse cx="52" cy="76" rx="5" ry="8" fill="${p.skin}"/><ellipse cx="108" cy="76" rx="5" ry="8" fill="${p.skin}"/>`,
  );
  // Hair on top.
  if (p.hairShape === 'short')
    parts.push(`<path d="M52 66q-2-30 28-30t28 30q-8-14-28-14t-28 14z" fill="${p.hair}"/>`);
  if (p.hairShape === 'long')
    parts.push(`<path d="M50 74q-2-36 30-36t30 36q-10-20-30-22-18 2-30 22z" fill="${p.hair}"/>`);
  if (p.hairShape === 'bun')
    parts.push(`<path d="M52 68q-2-28 28-28t28 28q-6-14-28-16-22 2-28 16z" fill="${p.hair}"/>`);
  if (has('beard'))
    parts.push(
      `<path d="M54 78q2 30 26 30t26-30q-6 10-14 10-4-6-12-6t-12 6q-8 0-14-10z" fill="${p.hair}"/>`,
    );
  // Face.
  parts.push(
    `<circle cx="70" cy="74" r="3.2" fill="#2b2540"/><circle cx="90" cy="74" r="3.2" fill="#2b2540"/>`,
  );
  parts.push(
    `<path d="M66 66q4-3 8 0M86 66q4-3 8 0" stroke="#2b2540" stroke-width="2" fill="none" stroke-linecap="round" opacity=".6"/>`,
  );
  if (!has('beard'))
    parts.push(
      `<path d="M72 88q8 7 16 0" stroke="#8a3b2a" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    );
  else
    parts.push(
      `<path d="M73 90q7 4 14 0" stroke="#f0c8a8" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    );
  parts.push(
    `<circle cx="64" cy="84" r="4.5" fill="#ff8a80" opacity=".35"/><circle cx="96" cy="84" r="4.5" fill="#ff8a80" opacity=".35"/>`,
  );
  if (has('smudge'))
    parts.push(
      `<path d="M92 86q6-2 10 2" stroke="#3a3f4b" stroke-width="3" stroke-linecap="round" opacity=".5"/>`,
    );
  // Accessories.
  if (has('glasses'))
    parts.push(
      `<g fill="#fff" fill-opacity=".25" stroke="#2b2540" stroke-width="2.5"><circle cx="70" cy="74" r="8"/><circle cx="90" cy="74" r="8"/><path d="M78 74h4M62 72l-8-2M98 72l8-2" fill="none"/></g>`,
    );
  if (has('strawHat'))
    parts.push(
      `<ellipse cx="80" cy="50" rx="50" ry="10" fill="#e9c46a" stroke="#b08a2e" stroke-width="2"/><path d="M56 50q0-26 24-26t24 26z" fill="#f4d58d" stroke="#b08a2e" stroke-width="2"/><path d="M57 44h46" stroke="#c0392b" stroke-width="5"/>`,
    );
  if (has('toque'))
    parts.push(
      `<path d="M58 50a14 14 0 0 1 2-26 16 16 0 0 1 40 0 14 14 0 0 1 2 26z" fill="#fff" stroke="#d5d9e0" stroke-width="2"/><rect x="56" y="44" width="48" height="12" rx="4" fill="#fff" stroke="#d5d9e0" stroke-width="2"/>`,
    );
  if (has('cap'))
    parts.push(
      `<path d="M52 56q0-24 28-24t28 24z" fill="#e74c3c"/><path d="M100 54q20 0 24 6H96z" fill="#c0392b"/><circle cx="80" cy="33" r="3" fill="#c0392b"/>`,
    );
  if (has('flatCap'))
    parts.push(
      `<path d="M50 56q2-24 32-24t28 22z" fill="#3a3f4b"/><path d="M52 56h60q-4 8-22 6z" fill="#2b2540"/><g>${Array.from({ length: 7 }, (_, i) => `<rect x="${56 + i * 7}" y="${i % 2 ? 46 : 50}" width="7" height="4" fill="#ffc61a"/>`).join('')}</g>`,
    );
  if (has('mortarboard'))
    parts.push(
      `<path d="M80 20l40 14-40 14-40-14z" fill="#2c3e66"/><path d="M60 40v12q20 8 40 0V40" fill="#2c3e66"/><path d="M116 36v18" stroke="#ffc233" stroke-width="3"/><circle cx="116" cy="56" r="3.5" fill="#ffc233"/>`,
    );
  if (has('nurseCap'))
    parts.push(
      `<path d="M58 44q22-16 44 0l-4 10H62z" fill="#fff" stroke="#d5d9e0" stroke-width="2"/><path d="M80 38v12M74 44h12" stroke="#e63946" stroke-width="4"/>`,
    );
  if (has('headset'))
    parts.push(
      `<path d="M50 74q0-40 30-40t30 40" fill="none" stroke="#2b2540" stroke-width="5"/><rect x="44" y="66" width="10" height="18" rx="5" fill="#2b2540"/><rect x="106" y="66" width="10" height="18" rx="5" fill="#2b2540"/><path d="M50 84q2 14 20 14" fill="none" stroke="#2b2540" stroke-width="3"/><circle cx="72" cy="98" r="3.5" fill="#ff5d8f"/>`,
    );
  if (has('scissorsPin'))
    parts.push(
      `<g transform="translate(108 130) rotate(-30)"><circle cx="-5" cy="10" r="4" fill="none" stroke="#e0e4ea" stroke-width="2.5"/><circle cx="5" cy="10" r="4" fill="none" stroke="#e0e4ea" stroke-width="2.5"/><path d="M-3 6L4-10M3 6L-4-10" stroke="#e0e4ea" stroke-width="2.5" stroke-linecap="round"/></g>`,
    );
  parts.push(`</g>`);
  return svg(160, parts.join(''));
}

// ---------------------------------------------------------------------------------------------

function write(path, content) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content.replace(/\n/g, ''));
}

/** Where an art path (`/art/jobs/chef.svg`) is written. */
const fileOf = (path) => join(out, path.slice(`${domain.ART_BASE_PATH}/`.length));

const missing = domain.jobs.filter((job) => !(job in jobArt));
if (missing.length) throw new Error(`no art for the jobs ${missing.join(', ')}`);
let count = 0;
for (const type of domain.characterTypes) {
  for (const level of domain.starLevels) {
    for (const gender of domain.genders) {
      write(
        fileOf(domain.medallionImagePath(type, level, gender)),
        `${medallion(type, level, gender).trimEnd()}\n`,
      );
      count++;
    }
  }
}
for (const job of domain.jobs) {
  write(fileOf(domain.jobImagePath(job)), `${jobIllustration(job).trimEnd()}\n`);
  write(fileOf(domain.characterImagePath(job)), `${portrait(job).trimEnd()}\n`);
  count += 2;
}
console.log(`Wrote ${count} SVG files under ${out}`);
