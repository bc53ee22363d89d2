import { shade } from '../svg';
import { ink, line, steel, thin } from './ink';

/** Fixings, locks, fittings and safety wear, drawn in a 200 × 200 box. */

export function screw(color: string): string {
  const threads = Array.from({ length: 8 }, (_, i) => `M84 ${70 + i * 12} L116 ${64 + i * 12}`).join(' ');
  return [
    `<path d="M60 30 Q100 14 140 30 V44 H60 Z" fill="${color}" ${line}/>`,
    `<path d="M88 30 H112 M100 20 V40" stroke="${ink}" stroke-width="4"/>`,
    `<path d="M84 44 H116 V150 L100 184 L84 150 Z" fill="${color}" ${line}/>`,
    `<path d="${threads}" stroke="${shade(color, -0.4)}" stroke-width="3"/>`,
  ].join('');
}

export function nail(color: string): string {
  const one = (x: number, tilt: number) =>
    `<g transform="rotate(${tilt} ${x} 100)"><rect x="${x - 20}" y="24" width="40" height="10" rx="3" fill="${color}" ${line}/><path d="M${x - 5} 34 H${x + 5} V160 L${x} 180 L${x - 5} 160 Z" fill="${color}" ${line}/></g>`;
  return [one(80, -10), one(120, 10)].join('');
}

export function lock(color: string): string {
  return [
    `<rect x="40" y="40" width="80" height="130" rx="6" fill="${color}" ${line}/>`,
    `<rect x="120" y="60" width="44" height="16" rx="3" fill="${steel}" ${line}/>`,
    `<circle cx="80" cy="130" r="16" fill="${shade(color, -0.25)}" ${line}/>`,
    `<path d="M76 130 h8 l2 22 h-12 Z" fill="${ink}"/>`,
    `<rect x="64" y="70" width="32" height="24" rx="4" fill="#34373c" ${thin}/>`,
  ].join('');
}

export function hinge(color: string): string {
  return [
    `<rect x="36" y="40" width="58" height="120" rx="4" fill="${color}" ${line}/>`,
    `<rect x="106" y="40" width="58" height="120" rx="4" fill="${shade(color, -0.12)}" ${line}/>`,
    `<rect x="92" y="36" width="16" height="128" rx="6" fill="${shade(color, -0.3)}" ${line}/>`,
    ...[62, 100, 138].flatMap((y) => [
      `<circle cx="64" cy="${y}" r="7" fill="#ffffff" ${thin}/>`,
      `<circle cx="136" cy="${y}" r="7" fill="#ffffff" ${thin}/>`,
    ]),
  ].join('');
}

export function handle(color: string): string {
  return [
    `<rect x="36" y="40" width="44" height="130" rx="10" fill="${shade(color, -0.15)}" ${line}/>`,
    `<circle cx="58" cy="80" r="16" fill="${color}" ${line}/>`,
    `<path d="M58 80 H168" stroke="${ink}" stroke-width="20" stroke-linecap="round"/>`,
    `<path d="M58 80 H168" stroke="${color}" stroke-width="13" stroke-linecap="round"/>`,
    `<circle cx="58" cy="140" r="7" fill="${ink}"/>`,
  ].join('');
}

export function safe(color: string): string {
  return [
    `<rect x="30" y="30" width="140" height="140" rx="10" fill="${color}" ${line}/>`,
    `<rect x="44" y="44" width="112" height="112" rx="6" fill="${shade(color, 0.1)}" ${thin}/>`,
    `<circle cx="100" cy="100" r="26" fill="${steel}" ${line}/>`,
    `<path d="M100 74 V84 M100 116 V126 M74 100 H84 M116 100 H126" stroke="${ink}" stroke-width="3"/>`,
    `<rect x="140" y="84" width="8" height="32" rx="3" fill="${ink}"/>`,
  ].join('');
}

export function glove(color: string): string {
  return [
    `<path d="M62 176 V112 L44 84 a8 8 0 0 1 14 -8 L70 94 V44 a9 9 0 0 1 18 0 V92 V34 a9 9 0 0 1 18 0 V92 V40 a9 9 0 0 1 18 0 V96 V56 a9 9 0 0 1 18 0 V130 Q142 160 128 176 Z" fill="${color}" ${line}/>`,
    `<rect x="58" y="150" width="76" height="26" rx="4" fill="${shade(color, -0.25)}" ${line}/>`,
  ].join('');
}

export function boot(color: string): string {
  return [
    `<path d="M50 24 H110 V110 Q170 112 176 150 V170 H40 V150 Q44 110 50 24 Z" fill="${color}" ${line}/>`,
    `<path d="M40 162 H176" stroke="#34373c" stroke-width="14"/>`,
    `<path d="M60 40 H100 M60 60 H100 M60 80 H100" stroke="${shade(color, -0.3)}" stroke-width="4" stroke-linecap="round"/>`,
  ].join('');
}

export function trousers(color: string): string {
  return [
    `<path d="M52 24 H148 L160 178 H112 L100 80 L88 178 H40 Z" fill="${color}" ${line}/>`,
    `<path d="M52 40 H148" stroke="${shade(color, -0.3)}" stroke-width="4"/>`,
    `<rect x="124" y="100" width="26" height="30" rx="3" fill="${shade(color, -0.15)}" ${thin}/>`,
    `<rect x="50" y="100" width="26" height="30" rx="3" fill="${shade(color, -0.15)}" ${thin}/>`,
  ].join('');
}

export function jacket(color: string): string {
  return [
    `<path d="M76 24 L100 40 L124 24 L170 44 L184 130 L156 134 L150 90 V176 H50 V90 L44 134 L16 130 L30 44 Z" fill="${color}" ${line}/>`,
    `<path d="M100 40 V176" stroke="${ink}" stroke-width="3"/>`,
    `<path d="M50 120 H150 M50 136 H150" stroke="#e6e9ed" stroke-width="8"/>`,
  ].join('');
}

export function glasses(color: string): string {
  return [
    `<path d="M24 84 Q20 60 40 60 H160 Q180 60 176 84" fill="none" stroke="${ink}" stroke-width="6"/>`,
    `<path d="M30 72 H92 Q96 124 62 124 Q30 124 30 72 Z" fill="#dbeaf3" fill-opacity="0.8" ${line}/>`,
    `<path d="M108 72 H170 Q170 124 138 124 Q104 124 108 72 Z" fill="#dbeaf3" fill-opacity="0.8" ${line}/>`,
    `<path d="M92 80 Q100 70 108 80" fill="none" stroke="${color}" stroke-width="6"/>`,
    `<path d="M30 72 H170" stroke="${color}" stroke-width="8" stroke-linecap="round"/>`,
  ].join('');
}

export function earMuffs(color: string): string {
  return [
    `<path d="M46 110 V90 a54 54 0 0 1 108 0 V110" fill="none" stroke="${ink}" stroke-width="16"/>`,
    `<path d="M46 110 V90 a54 54 0 0 1 108 0 V110" fill="none" stroke="${shade(color, -0.2)}" stroke-width="10"/>`,
    `<rect x="24" y="100" width="44" height="70" rx="20" fill="${color}" ${line}/>`,
    `<rect x="132" y="100" width="44" height="70" rx="20" fill="${color}" ${line}/>`,
  ].join('');
}
