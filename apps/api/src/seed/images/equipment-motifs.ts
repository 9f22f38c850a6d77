import { labelText, type MotifContext, sizeBadge } from './motif-kit.js';
import { darken, FONT, lighten, r1 } from './svg.js';

/** Product pictures of equipment: hand tools, knapsack sprayer, drip pipe coil. */

export function tools(m: MotifContext): string {
  const c = m.color;
  const wood = '#b07a45';
  const steel = 'url(#steel)';
  const teeth = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${-103 + i * 18}" y="-352" width="9" height="56" rx="4" fill="${steel}"/>`,
  ).join('');
  return `
  <defs>
    <linearGradient id="steel" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#8f9aa3"/><stop offset="0.45" stop-color="#e4e9ed"/><stop offset="1" stop-color="#6c7780"/>
    </linearGradient>
    <linearGradient id="wood" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${darken(wood, 0.15)}"/><stop offset="0.5" stop-color="${lighten(wood, 0.2)}"/>
      <stop offset="1" stop-color="${darken(wood, 0.25)}"/>
    </linearGradient>
  </defs>
  <ellipse cx="400" cy="712" rx="250" ry="22" fill="#000" opacity="0.16"/>
  <g transform="translate(400 430) rotate(32)">
    <path d="M-110 -300 Q-60 -250 -10 -250 M110 -300 Q60 -250 10 -250" stroke="#7d8891" stroke-width="7" fill="none"/>
    <rect x="-13" y="-292" width="26" height="560" rx="12" fill="url(#wood)"/>
    <rect x="-19" y="214" width="38" height="78" rx="16" fill="${c}"/>
    ${teeth}
    <rect x="-114" y="-310" width="228" height="20" rx="8" fill="${steel}"/>
    <rect x="-16" y="-300" width="32" height="40" rx="6" fill="#59636b"/>
  </g>
  <g transform="translate(400 430) rotate(-32)">
    <rect x="-14" y="-150" width="28" height="400" rx="12" fill="url(#wood)"/>
    <path d="M-40 236 L40 236 L40 300 Q0 322 -40 300 Z" fill="${c}"/>
    <path d="M-26 248 L26 248 L26 290 Q0 304 -26 290 Z" fill="${darken(c, 0.35)}"/>
    <rect x="-20" y="-196" width="40" height="64" rx="8" fill="#59636b"/>
    <path d="M-84 -186 L84 -186 L82 -300 Q78 -344 0 -366 Q-78 -344 -82 -300 Z" fill="${steel}" stroke="#59636b" stroke-width="3"/>
    <path d="M-90 -180 L90 -180 L88 -198 L-88 -198 Z" fill="#59636b"/>
    <path d="M-44 -214 L-44 -312" stroke="#fff" stroke-width="9" opacity="0.4" stroke-linecap="round"/>
  </g>
  <g transform="translate(400 540) rotate(-3)">
    <path d="M0 -6 L0 -104" stroke="#6b4a2a" stroke-width="3"/>
    <circle cx="0" cy="-108" r="7" fill="#6b4a2a"/>
    <rect x="-160" y="-10" width="320" height="100" rx="18" fill="#fffdf4" stroke="${c}" stroke-width="6"/>
    <circle cx="-130" cy="40" r="10" fill="none" stroke="#6b4a2a" stroke-width="3"/>
    ${labelText(m.label, 14, 40, 246, 42, darken(c, 0.3))}
  </g>
  ${sizeBadge(m.size, 670, 600, c)}`;
}

export function sprayer(m: MotifContext): string {
  const c = m.color;
  const drops = Array.from({ length: 14 }, () => {
    const t = m.rand();
    const dx = 640 + t * 120 + m.rand() * 20;
    const dy = 170 - t * 80 + (m.rand() - 0.5) * 80 * t;
    return `<circle cx="${r1(dx)}" cy="${r1(dy)}" r="${r1(2 + m.rand() * 4)}" fill="#7cc4ef" opacity="0.8"/>`;
  }).join('');
  return `
  <defs>
    <linearGradient id="tank" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${darken(c, 0.2)}"/><stop offset="0.3" stop-color="${lighten(c, 0.22)}"/>
      <stop offset="0.6" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.35)}"/>
    </linearGradient>
    <linearGradient id="mist" x1="0" y1="1" x2="1" y2="0">
      <stop offset="0" stop-color="#bfe4fb" stop-opacity="0.9"/><stop offset="1" stop-color="#bfe4fb" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <ellipse cx="420" cy="690" rx="260" ry="26" fill="#000" opacity="0.18"/>
  <path d="M236 640 L236 300" stroke="#3b3b3b" stroke-width="14" stroke-linecap="round"/>
  <path d="M236 300 L300 270" stroke="#3b3b3b" stroke-width="14" stroke-linecap="round"/>
  <rect x="214" y="230" width="44" height="80" rx="14" fill="${darken(c, 0.3)}" transform="rotate(-20 236 270)"/>
  <rect x="262" y="190" width="260" height="480" rx="70" fill="url(#tank)"/>
  <ellipse cx="392" cy="198" rx="62" ry="20" fill="${darken(c, 0.35)}"/>
  <ellipse cx="392" cy="192" rx="46" ry="14" fill="#2b2b2b"/>
  <path d="M300 250 Q392 230 484 250" stroke="#fff" stroke-width="6" fill="none" opacity="0.3"/>
  <rect x="294" y="330" width="196" height="170" rx="18" fill="#fffdf4"/>
  ${labelText(m.label, 392, 400, 170, 34, darken(c, 0.35))}
  <rect x="316" y="432" width="152" height="3" fill="${c}" opacity="0.6"/>
  <text x="392" y="472" font-family="${FONT}" font-size="19" fill="#555" text-anchor="middle">2–4 bar</text>
  <rect x="280" y="560" width="224" height="18" rx="9" fill="#000" opacity="0.12"/>
  <path d="M500 640 C560 700 610 690 600 620 C592 560 560 520 585 470" stroke="#222" stroke-width="12" fill="none" stroke-linecap="round"/>
  <path d="M585 470 L650 190" stroke="#8f9aa3" stroke-width="11" stroke-linecap="round"/>
  <rect x="566" y="440" width="40" height="70" rx="10" fill="${darken(c, 0.25)}" transform="rotate(13 586 475)"/>
  <path d="M652 182 L640 176 L646 160 L664 166 Z" fill="#444"/>
  <path d="M652 172 L800 60 L800 200 Z" fill="url(#mist)"/>
  ${drops}
  <rect x="280" y="230" width="22" height="400" rx="11" fill="#fff" opacity="0.18"/>`;
}

export function pipeCoil(m: MotifContext): string {
  const c = m.color;
  const rings: string[] = [];
  for (let i = 0; i < 7; i++) {
    const rx = 250 - i * 17;
    const ry = 120 - i * 8;
    const cy = 470 - i * 12;
    rings.push(
      `<ellipse cx="400" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${darken(c, 0.25)}" stroke-width="26"/>`,
      `<ellipse cx="400" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${c}" stroke-width="18"/>`,
      `<ellipse cx="400" cy="${cy - 5}" rx="${rx}" ry="${ry}" fill="none" stroke="#fff" stroke-width="4" opacity="0.35" stroke-dasharray="${r1(rx * 1.6)} ${r1(rx * 4.4)}"/>`,
    );
  }
  const drippers = [0, 1, 2, 3]
    .map((i) => `<rect x="${556 + i * 50}" y="${616 + i * 8}" width="24" height="16" rx="5" fill="#1e8e3e"/>`)
    .join('');
  const drops = [0, 1, 2, 3]
    .map((i) => `<path d="M${568 + i * 50} ${646 + i * 8} q-9 14 0 20 q9 -6 0 -20 Z" fill="#3aa0e0"/>`)
    .join('');
  return `
  <ellipse cx="400" cy="610" rx="300" ry="40" fill="#000" opacity="0.16"/>
  ${rings.join('')}
  <ellipse cx="400" cy="398" rx="130" ry="60" fill="#000" opacity="0.08"/>
  <path d="M640 500 C690 560 560 600 540 620 L760 660" stroke="${darken(c, 0.25)}" stroke-width="26" fill="none" stroke-linecap="round"/>
  <path d="M640 500 C690 560 560 600 540 620 L760 660" stroke="${c}" stroke-width="18" fill="none" stroke-linecap="round"/>
  ${drippers}${drops}
  <g transform="translate(238 190) rotate(-8)">
    <rect x="-100" y="-12" width="320" height="96" rx="18" fill="#fffdf4" stroke="#1e8e3e" stroke-width="6"/>
    ${labelText(m.label, 60, 36, 280, 44, '#1d5e2e')}
  </g>
  ${sizeBadge(m.size, 660, 230, '#1e8e3e')}`;
}
