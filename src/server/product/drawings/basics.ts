import { n, shade } from '../svg';
import { ink, line, steel } from './ink';

/** The first drawings of the set (a can, a drill, tiles…); the others live beside them. */

export function paintCan(color: string): string {
  return [
    `<path d="M47 66 Q100 8 153 66" fill="none" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M45 62 V160 A55 14 0 0 0 155 160 V62 Z" fill="#e4e7eb" ${line}/>`,
    `<path d="M45 95 V135 A55 14 0 0 0 155 135 V95 A55 14 0 0 1 45 95 Z" fill="${color}" ${line}/>`,
    `<ellipse cx="100" cy="62" rx="55" ry="14" fill="${shade(color, -0.25)}" ${line}/>`,
    `<ellipse cx="100" cy="62" rx="43" ry="9" fill="${color}" stroke="${ink}" stroke-width="2"/>`,
    `<path d="M66 68 V92 a6 6 0 0 0 12 0 V72" fill="${color}" stroke="${ink}" stroke-width="2"/>`,
  ].join('');
}

export function drill(color: string): string {
  return [
    `<path d="M70 104 H106 L98 160 H64 Z" fill="${shade(color, -0.22)}" ${line}/>`,
    `<path d="M40 58 H138 a20 20 0 0 1 20 20 v8 a20 20 0 0 1 -20 20 H40 a12 12 0 0 1 -12 -12 V70 a12 12 0 0 1 12 -12 Z" fill="${color}" ${line}/>`,
    `<path d="M46 70 v24 M56 70 v24 M66 70 v24" stroke="${ink}" stroke-width="2.5" stroke-linecap="round"/>`,
    `<rect x="158" y="69" width="18" height="26" rx="3" fill="#8f96a0" ${line}/>`,
    `<rect x="176" y="78" width="20" height="8" fill="${steel}" stroke="${ink}" stroke-width="2"/>`,
    `<path d="M106 112 q11 5 6 18" fill="none" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
    `<rect x="52" y="158" width="62" height="24" rx="5" fill="#34373c" ${line}/>`,
  ].join('');
}

export function tiles(color: string): string {
  const w = 30;
  const h = 17;
  const top = 44;
  const tiles: string[] = [
    // the board's thickness, under the tiles
    `<path d="M${n(100 - 3 * w)} ${n(top + 3 * h)} L100 ${n(top + 6 * h)} L${n(100 + 3 * w)} ${n(top + 3 * h)} V${n(top + 3 * h + 14)} L100 ${n(top + 6 * h + 14)} L${n(100 - 3 * w)} ${n(top + 3 * h + 14)} Z" fill="${shade(color, -0.35)}" ${line}/>`,
  ];
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 3; j++) {
      const x = 100 + (i - j) * w;
      const y = top + (i + j) * h;
      const fill = (i + j) % 2 === 0 ? color : shade(color, 0.18);
      tiles.push(
        `<path d="M${n(x)} ${n(y)} L${n(x + w)} ${n(y + h)} L${n(x)} ${n(y + 2 * h)} L${n(x - w)} ${n(y + h)} Z" fill="${fill}" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/>`,
      );
    }
  }
  return tiles.join('');
}

export function bricks(color: string): string {
  const bricks: string[] = [`<rect x="26" y="56" width="148" height="108" rx="3" fill="#d9d4cc" ${line}/>`];
  for (let row = 0; row < 4; row++) {
    const y = 60 + row * 26;
    for (let x = 30 - (row % 2) * 24; x < 170; x += 48) {
      const x0 = Math.max(x, 30);
      const x1 = Math.min(x + 44, 170);
      if (x1 - x0 < 8) continue;
      const fill = (row + x) % 3 === 0 ? shade(color, -0.12) : color;
      bricks.push(
        `<rect x="${n(x0)}" y="${n(y)}" width="${n(x1 - x0)}" height="22" rx="2" fill="${fill}" stroke="${ink}" stroke-width="2"/>`,
      );
    }
  }
  return bricks.join('');
}

export function shower(color: string): string {
  const drops: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let k = 0; k < 5; k++) {
      const x = 96 + k * 17 - row * 6;
      drops.push(
        `<path d="M${n(x)} ${n(102 + row * 26)} l-4 12" stroke="#5aa9e6" stroke-width="4" stroke-linecap="round"/>`,
      );
    }
  }
  return [
    `<path d="M30 28 H112 a20 20 0 0 1 20 20 V62" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M30 28 H112 a20 20 0 0 1 20 20 V62" fill="none" stroke="${steel}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M104 60 H160 L176 88 H88 Z" fill="${color}" ${line}/>`,
    ...drops,
  ].join('');
}

export function kitchenSink(color: string): string {
  return [
    `<path d="M24 124 H176 L164 172 H36 Z" fill="#e4e7eb" ${line}/>`,
    `<path d="M46 134 H154 L147 160 H53 Z" fill="#cfd4da" stroke="${ink}" stroke-width="2"/>`,
    `<path d="M100 100 V64 a28 28 0 0 1 56 0 V76" fill="none" stroke="${ink}" stroke-width="16" stroke-linecap="round"/>`,
    `<path d="M100 100 V64 a28 28 0 0 1 56 0 V76" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`,
    `<rect x="90" y="96" width="20" height="28" rx="3" fill="${shade(color, -0.2)}" ${line}/>`,
    `<rect x="66" y="98" width="26" height="9" rx="4" fill="${color}" stroke="${ink}" stroke-width="2"/>`,
    `<path d="M156 90 V118" stroke="#7cc4f2" stroke-width="5" stroke-linecap="round" stroke-dasharray="6 6"/>`,
  ].join('');
}

export function bulb(color: string): string {
  const rays = [0, 40, 80, 100, 140, 180]
    .map((degrees) => {
      const a = ((degrees + 180) * Math.PI) / 180;
      return `<path d="M${n(100 + Math.cos(a) * 58)} ${n(80 + Math.sin(a) * 58)} L${n(100 + Math.cos(a) * 74)} ${n(80 + Math.sin(a) * 74)}" stroke="${shade(color, -0.3)}" stroke-width="5" stroke-linecap="round"/>`;
    })
    .join('');
  return [
    rays,
    `<path d="M78 118 A44 44 0 1 1 122 118 L120 136 H80 Z" fill="${color}" ${line}/>`,
    `<path d="M88 112 L94 84 L100 100 L106 84 L112 112" fill="none" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<rect x="80" y="136" width="40" height="24" rx="3" fill="#a9afb8" ${line}/>`,
    `<path d="M80 144 H120 M80 152 H120" stroke="${ink}" stroke-width="2"/>`,
    `<path d="M88 160 H112 L104 172 H96 Z" fill="${ink}"/>`,
  ].join('');
}

export function plantPot(color: string): string {
  const leaf = (angle: number, length: number) =>
    `<ellipse cx="100" cy="${n(112 - length / 2)}" rx="13" ry="${n(length / 2)}" transform="rotate(${angle} 100 112)" fill="#4f9d5d" stroke="${ink}" stroke-width="2.5"/>`;
  return [
    leaf(-48, 70),
    leaf(48, 70),
    leaf(-20, 86),
    leaf(20, 86),
    leaf(0, 96),
    `<path d="M56 112 H144 L132 176 H68 Z" fill="${color}" ${line}/>`,
    `<rect x="50" y="106" width="100" height="16" rx="3" fill="${shade(color, -0.18)}" ${line}/>`,
  ].join('');
}

export function padlock(color: string): string {
  return [
    `<path d="M68 92 V62 a32 32 0 0 1 64 0 V92" fill="none" stroke="${ink}" stroke-width="16"/>`,
    `<path d="M68 92 V62 a32 32 0 0 1 64 0 V92" fill="none" stroke="${steel}" stroke-width="9"/>`,
    `<rect x="48" y="88" width="104" height="84" rx="12" fill="${color}" ${line}/>`,
    `<rect x="56" y="96" width="88" height="8" rx="4" fill="${shade(color, 0.25)}"/>`,
    `<circle cx="100" cy="124" r="10" fill="${ink}"/>`,
    `<path d="M95 128 H105 L108 152 H92 Z" fill="${ink}"/>`,
  ].join('');
}

export function socket(color: string): string {
  return [
    `<rect x="42" y="42" width="116" height="116" rx="22" fill="${color}" ${line}/>`,
    `<rect x="58" y="58" width="84" height="84" rx="16" fill="${shade(color, -0.08)}" stroke="${ink}" stroke-width="2"/>`,
    `<circle cx="82" cy="100" r="8" fill="${ink}"/>`,
    `<circle cx="118" cy="100" r="8" fill="${ink}"/>`,
    `<path d="M150 150 L166 150 L158 166 L174 166 L150 194 L156 174 L142 174 Z" fill="#f2c14e" stroke="${ink}" stroke-width="2.5" stroke-linejoin="round"/>`,
  ].join('');
}

export function valve(color: string): string {
  const pipe = 'M30 70 H110 a30 30 0 0 1 30 30 V176';
  return [
    `<path d="${pipe}" fill="none" stroke="${ink}" stroke-width="30" stroke-linejoin="round"/>`,
    `<path d="${pipe}" fill="none" stroke="${steel}" stroke-width="22" stroke-linejoin="round"/>`,
    `<rect x="60" y="52" width="14" height="36" rx="3" fill="#a9afb8" ${line}/>`,
    `<rect x="122" y="136" width="36" height="14" rx="3" fill="#a9afb8" ${line}/>`,
    `<path d="M67 52 V34" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
    `<ellipse cx="67" cy="30" rx="30" ry="9" fill="${color}" ${line}/>`,
  ].join('');
}

export function sofa(color: string): string {
  return [
    `<rect x="44" y="64" width="112" height="56" rx="14" fill="${shade(color, -0.15)}" ${line}/>`,
    `<rect x="30" y="96" width="30" height="60" rx="12" fill="${color}" ${line}/>`,
    `<rect x="140" y="96" width="30" height="60" rx="12" fill="${color}" ${line}/>`,
    `<rect x="56" y="112" width="44" height="34" rx="8" fill="${color}" ${line}/>`,
    `<rect x="100" y="112" width="44" height="34" rx="8" fill="${color}" ${line}/>`,
    `<path d="M44 156 V172 M156 156 V172" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
}

export function box(color: string): string {
  return [
    `<path d="M100 40 L170 72 L100 104 L30 72 Z" fill="${shade(color, 0.2)}" ${line}/>`,
    `<path d="M30 72 L100 104 V172 L30 140 Z" fill="${color}" ${line}/>`,
    `<path d="M170 72 L100 104 V172 L170 140 Z" fill="${shade(color, -0.2)}" ${line}/>`,
    `<path d="M65 56 L135 88 V110" fill="none" stroke="#e9dcc4" stroke-width="8"/>`,
  ].join('');
}
