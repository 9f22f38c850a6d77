import { labelText, leafIcon, type MotifContext, sizeBadge } from './motif-kit.js';
import { plantDrawing, plantKind } from './plant-drawing.js';
import { darken, FONT, inkOn, lighten, luminance, r1, text } from './svg.js';

/** Product pictures of packed goods: seed packet, bottle, sack, box, net roll. */

export function seedPacket(m: MotifContext): string {
  const c = m.color;
  const x = 225;
  const y = 130;
  const w = 350;
  const h = 540;
  let crimp = `M${x} ${y + 28}`;
  for (let i = 0; i <= 25; i++) crimp += ` L${x + (i * w) / 25} ${y + (i % 2 ? 18 : 28)}`;
  crimp += ` L${x + w} ${y} L${x} ${y} Z`;
  const seeds = Array.from({ length: 9 }, (_, i) => {
    const sx = 560 + m.rand() * 150;
    const sy = 676 + m.rand() * 50;
    return `<ellipse cx="${r1(sx)}" cy="${r1(sy)}" rx="9" ry="6" fill="${darken(c, 0.15 + (i % 3) * 0.1)}" transform="rotate(${Math.round(m.rand() * 180)} ${r1(sx)} ${r1(sy)})"/>`;
  }).join('');
  return `
  <defs>
    <linearGradient id="pk" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${lighten(c, 0.12)}"/><stop offset="0.55" stop-color="${c}"/>
      <stop offset="1" stop-color="${darken(c, 0.22)}"/>
    </linearGradient>
    <linearGradient id="win" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#eaf6ff"/><stop offset="1" stop-color="#fffbe8"/>
    </linearGradient>
  </defs>
  <ellipse cx="410" cy="${y + h + 22}" rx="215" ry="24" fill="#000" opacity="0.18"/>
  <g transform="rotate(-3 400 400)">
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="url(#pk)"/>
    <path d="${crimp}" fill="${darken(c, 0.3)}"/>
    <rect x="${x}" y="${y + 34}" width="${w}" height="6" fill="#fff" opacity="0.25"/>
    ${labelText(m.label, 400, y + 100, w - 50, 52, inkOn(c))}
    <text x="400" y="${y + 150}" font-family="${FONT}" font-size="20" fill="${inkOn(c)}" text-anchor="middle" opacity="0.85" letter-spacing="3">QUALITY SEED</text>
    <rect x="${x + 28}" y="${y + 172}" width="${w - 56}" height="${h - 250}" rx="14" fill="url(#win)" stroke="#fff" stroke-width="6"/>
    <svg x="${x + 28}" y="${y + 172}" width="${w - 56}" height="${h - 250}" overflow="hidden">
      ${plantDrawing(plantKind(`${m.title} ${m.label}`), 0, 0, w - 56, h - 250, c)}
    </svg>
    <rect x="${x}" y="${y + h - 58}" width="${w}" height="58" rx="0" fill="${darken(c, 0.18)}"/>
    ${leafIcon(x + 40, y + h - 30, 0.7, lighten(c, 0.6))}
    <text x="${x + 66}" y="${y + h - 22}" font-family="${FONT}" font-size="21" fill="#fff" font-weight="bold">Germination tested</text>
    <rect x="${x + 10}" y="${y + 40}" width="22" height="${h - 110}" rx="11" fill="#fff" opacity="0.14"/>
  </g>
  ${seeds}
  ${sizeBadge(m.size, 612, 206, c)}`;
}

export function bottle(m: MotifContext): string {
  const c = m.color;
  const labelInk = darken(c, 0.35);
  return `
  <defs>
    <linearGradient id="bt" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${darken(c, 0.1)}"/><stop offset="0.22" stop-color="${lighten(c, 0.25)}"/>
      <stop offset="0.5" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.38)}"/>
    </linearGradient>
    <linearGradient id="cap" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#3a3a3a"/><stop offset="0.3" stop-color="#6b6b6b"/><stop offset="1" stop-color="#1e1e1e"/>
    </linearGradient>
  </defs>
  <ellipse cx="405" cy="690" rx="190" ry="24" fill="#000" opacity="0.2"/>
  <path d="M352 250 L448 250 L448 272 C448 300 540 300 548 360 L550 640 C550 672 530 688 500 688 L300 688
    C270 688 250 672 250 640 L252 360 C260 300 352 300 352 272 Z" fill="url(#bt)"/>
  <rect x="338" y="170" width="124" height="84" rx="10" fill="url(#cap)"/>
  ${Array.from({ length: 9 }, (_, i) => `<rect x="${346 + i * 13}" y="178" width="5" height="68" rx="2" fill="#000" opacity="0.25"/>`).join('')}
  <rect x="330" y="246" width="140" height="14" rx="5" fill="#2b2b2b"/>
  <rect x="272" y="370" width="256" height="250" rx="16" fill="#fffdf6"/>
  <rect x="272" y="370" width="256" height="56" rx="16" fill="${darken(c, 0.15)}"/>
  <rect x="272" y="410" width="256" height="16" fill="${darken(c, 0.15)}"/>
  ${leafIcon(400, 398, 0.75, lighten(c, 0.7))}
  ${labelText(m.label, 400, 486, 226, 40, labelInk)}
  <rect x="300" y="522" width="200" height="3" fill="${c}" opacity="0.6"/>
  <text x="400" y="562" font-family="${FONT}" font-size="19" fill="#555" text-anchor="middle">Read label before use</text>
  ${m.size ? text(400, 598, m.size, 26, labelInk) : ''}
  <rect x="268" y="330" width="20" height="300" rx="10" fill="#fff" opacity="0.22"/>`;
}

export function sack(m: MotifContext): string {
  const c = m.color;
  const light = luminance(c) > 0.6;
  const panel = light ? '#2f7d32' : '#fffdf4';
  const ink = light ? '#ffffff' : darken(c, 0.35);
  const outline = darken(c, light ? 0.25 : 0.35);
  return `
  <defs>
    <linearGradient id="sk" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${darken(c, 0.2)}"/><stop offset="0.3" stop-color="${lighten(c, 0.1)}"/>
      <stop offset="0.65" stop-color="${c}"/><stop offset="1" stop-color="${darken(c, 0.3)}"/>
    </linearGradient>
    <pattern id="weave" width="10" height="10" patternUnits="userSpaceOnUse">
      <path d="M0 5 H10 M5 0 V10" stroke="#000" stroke-width="1" opacity="0.06"/>
    </pattern>
  </defs>
  <ellipse cx="400" cy="690" rx="250" ry="28" fill="#000" opacity="0.2"/>
  <path id="bag" d="M225 170 Q400 196 575 170 L588 205 Q618 420 596 640 Q590 690 540 694 Q400 706 260 694
    Q210 690 204 640 Q182 420 212 205 Z" fill="url(#sk)" stroke="${outline}" stroke-width="3"/>
  <path d="M225 170 Q400 196 575 170 L588 205 Q618 420 596 640 Q590 690 540 694 Q400 706 260 694
    Q210 690 204 640 Q182 420 212 205 Z" fill="url(#weave)"/>
  <path d="M214 214 Q400 238 586 214" stroke="${outline}" stroke-width="3" fill="none"/>
  <path d="M216 200 Q400 224 584 200" stroke="#fff" stroke-width="3" fill="none" stroke-dasharray="10 8" opacity="0.8"/>
  <path d="M225 170 L206 150 L238 160 Z M575 170 L594 150 L562 160 Z" fill="${outline}"/>
  <rect x="252" y="300" width="296" height="250" rx="20" fill="${panel}" opacity="0.95"/>
  <circle cx="400" cy="358" r="34" fill="${light ? '#ffffff' : c}" opacity="0.9"/>
  ${leafIcon(400, 360, 0.95, light ? '#2f7d32' : '#fffdf4')}
  ${labelText(m.label, 400, 436, 262, 44, ink)}
  <rect x="290" y="472" width="220" height="3" fill="${ink}" opacity="0.4"/>
  ${m.size ? text(400, 518, m.size, 30, ink) : ''}
  <path d="M236 260 Q220 450 236 640" stroke="#fff" stroke-width="16" fill="none" opacity="0.13" stroke-linecap="round"/>`;
}

export function box(m: MotifContext): string {
  const c = m.color;
  const ink = darken(c, 0.4);
  return `
  <defs>
    <linearGradient id="front" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${lighten(c, 0.08)}"/><stop offset="1" stop-color="${darken(c, 0.12)}"/>
    </linearGradient>
  </defs>
  <ellipse cx="430" cy="672" rx="270" ry="26" fill="#000" opacity="0.2"/>
  <path d="M200 280 L300 210 L640 210 L540 280 Z" fill="${lighten(c, 0.3)}"/>
  <path d="M540 280 L640 210 L640 590 L540 660 Z" fill="${darken(c, 0.3)}"/>
  <rect x="200" y="280" width="340" height="380" fill="url(#front)"/>
  <path d="M200 280 L300 210 L640 210 L540 280 Z" fill="none" stroke="${darken(c, 0.2)}" stroke-width="2"/>
  <rect x="218" y="370" width="304" height="180" rx="14" fill="#fffdf4"/>
  ${leafIcon(250, 408, 0.6, c)}
  ${labelText(m.label, 370, 456, 270, 42, ink)}
  <rect x="250" y="494" width="240" height="3" fill="${c}" opacity="0.7"/>
  ${m.size ? text(370, 532, m.size, 24, ink) : ''}
  <text x="370" y="330" font-family="${FONT}" font-size="24" fill="${inkOn(c)}" text-anchor="middle" font-weight="bold" letter-spacing="4">FARM USE</text>
  <rect x="200" y="600" width="340" height="60" fill="#000" opacity="0.08"/>
  <path d="M560 290 L620 248 L620 560 L560 602 Z" fill="#fff" opacity="0.06"/>`;
}

export function netMotif(m: MotifContext): string {
  const c = m.color;
  const strand = luminance(c) > 0.6 ? darken(c, 0.35) : c;
  return `
  <defs>
    <pattern id="mesh" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <path d="M0 0 H26 M0 0 V26" stroke="${strand}" stroke-width="3"/>
    </pattern>
    <linearGradient id="roll" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${lighten(strand, 0.25)}"/><stop offset="0.45" stop-color="${strand}"/>
      <stop offset="1" stop-color="${darken(strand, 0.35)}"/>
    </linearGradient>
  </defs>
  <ellipse cx="400" cy="700" rx="280" ry="24" fill="#000" opacity="0.16"/>
  <path d="M190 150 Q400 120 610 150" stroke="#6b4a2a" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M200 150 Q400 124 600 150 L610 600 L190 600 Z" fill="url(#mesh)"/>
  <path d="M200 150 Q400 124 600 150 L610 600 L190 600 Z" fill="none" stroke="${darken(strand, 0.2)}" stroke-width="7"/>
  <circle cx="200" cy="150" r="12" fill="#6b4a2a"/><circle cx="600" cy="150" r="12" fill="#6b4a2a"/>
  <rect x="180" y="585" width="440" height="110" rx="55" fill="url(#roll)"/>
  <rect x="180" y="585" width="440" height="110" rx="55" fill="url(#mesh)" opacity="0.5"/>
  <ellipse cx="590" cy="640" rx="28" ry="55" fill="${darken(strand, 0.2)}"/>
  <ellipse cx="590" cy="640" rx="12" ry="24" fill="#3b3b3b"/>
  <rect x="270" y="606" width="260" height="68" rx="12" fill="#fffdf4"/>
  ${labelText(m.label, 400, 640, 236, 40, darken(strand, 0.4))}
  ${sizeBadge(m.size, 690, 210, strand)}`;
}
