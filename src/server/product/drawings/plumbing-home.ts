import { shade } from '../svg';
import { ink, line, steel, thin, wood } from './ink';

/** Pipes, water equipment and home furnishings, drawn in a 200 × 200 box. */

export function pipe(color: string): string {
  return [
    `<path d="M24 120 L150 50" stroke="${ink}" stroke-width="42" stroke-linecap="butt"/>`,
    `<path d="M24 120 L150 50" stroke="${color}" stroke-width="34" stroke-linecap="butt"/>`,
    `<ellipse cx="150" cy="50" rx="9" ry="20" transform="rotate(-29 150 50)" fill="${shade(color, -0.45)}" ${line}/>`,
    `<path d="M36 100 L140 42" stroke="${shade(color, 0.35)}" stroke-width="5"/>`,
  ].join('');
}

export function elbow(color: string): string {
  const bend = 'M40 70 H100 a40 40 0 0 1 40 40 V170';
  return [
    `<path d="${bend}" fill="none" stroke="${ink}" stroke-width="44"/>`,
    `<path d="${bend}" fill="none" stroke="${color}" stroke-width="36"/>`,
    `<path d="M40 48 V92 M118 170 H162" stroke="${ink}" stroke-width="6"/>`,
  ].join('');
}

export function waterHeater(color: string): string {
  return [
    `<rect x="50" y="20" width="100" height="150" rx="40" fill="${color}" ${line}/>`,
    `<circle cx="100" cy="110" r="18" fill="${steel}" ${line}/>`,
    `<path d="M100 98 L106 112 H94 Z" fill="#e8603c"/>`,
    `<path d="M76 170 V188 M124 170 V188" stroke="${ink}" stroke-width="8"/>`,
    `<path d="M76 180 V188" stroke="#e8603c" stroke-width="6"/><path d="M124 180 V188" stroke="#3a9ad9" stroke-width="6"/>`,
  ].join('');
}

export function pump(color: string): string {
  return [
    `<rect x="24" y="70" width="90" height="70" rx="14" fill="${color}" ${line}/>`,
    `<path d="M34 80 V130 M46 80 V130 M58 80 V130" stroke="${shade(color, -0.3)}" stroke-width="3"/>`,
    `<circle cx="136" cy="110" r="32" fill="${steel}" ${line}/>`,
    `<path d="M136 78 V40 H176" fill="none" stroke="${ink}" stroke-width="14"/>`,
    `<rect x="20" y="140" width="140" height="14" rx="3" fill="#34373c"/>`,
  ].join('');
}

export function tank(color: string): string {
  return [
    `<path d="M40 50 Q100 30 160 50 V160 Q100 180 40 160 Z" fill="${color}" ${line}/>`,
    `<ellipse cx="100" cy="44" rx="26" ry="8" fill="${shade(color, -0.25)}" ${line}/>`,
    `<path d="M40 86 Q100 102 160 86 M40 124 Q100 140 160 124" fill="none" stroke="${shade(color, -0.3)}" stroke-width="3"/>`,
  ].join('');
}

export function rug(color: string): string {
  const fringe = Array.from({ length: 11 }, (_, i) => `M${40 + i * 12} 36 V24 M${40 + i * 12} 164 V176`).join(' ');
  return [
    `<path d="${fringe}" stroke="${ink}" stroke-width="2"/>`,
    `<rect x="32" y="36" width="136" height="128" rx="4" fill="${color}" ${line}/>`,
    `<rect x="48" y="52" width="104" height="96" fill="none" stroke="${shade(color, 0.4)}" stroke-width="5"/>`,
    `<path d="M100 70 L130 100 L100 130 L70 100 Z" fill="${shade(color, -0.25)}" ${thin}/>`,
  ].join('');
}

export function cushion(color: string): string {
  return [
    `<path d="M34 40 Q100 56 166 40 Q150 100 166 160 Q100 144 34 160 Q50 100 34 40 Z" fill="${color}" ${line}/>`,
    `<path d="M60 70 Q100 80 140 70 M60 130 Q100 120 140 130" fill="none" stroke="${shade(color, -0.2)}" stroke-width="3"/>`,
    `<circle cx="100" cy="100" r="6" fill="${shade(color, -0.35)}"/>`,
  ].join('');
}

export function picture(color: string): string {
  return [
    `<path d="M100 20 L60 50 M100 20 L140 50" stroke="${ink}" stroke-width="2"/>`,
    `<rect x="30" y="48" width="140" height="116" rx="3" fill="${wood}" ${line}/>`,
    `<rect x="44" y="62" width="112" height="88" fill="#f4f1ea" ${thin}/>`,
    `<path d="M44 150 L84 100 L110 128 L128 110 L156 150 Z" fill="${color}"/>`,
    `<circle cx="130" cy="84" r="9" fill="#f2c14e"/>`,
  ].join('');
}

export function clock(color: string): string {
  const marks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    return `M${(100 + Math.cos(a) * 54).toFixed(1)} ${(100 + Math.sin(a) * 54).toFixed(1)} L${(100 + Math.cos(a) * 62).toFixed(1)} ${(100 + Math.sin(a) * 62).toFixed(1)}`;
  }).join(' ');
  return [
    `<circle cx="100" cy="100" r="76" fill="${color}" ${line}/>`,
    `<circle cx="100" cy="100" r="66" fill="#ffffff" ${thin}/>`,
    `<path d="${marks}" stroke="${ink}" stroke-width="3"/>`,
    `<path d="M100 100 V58 M100 100 L130 116" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');
}

export function shelf(color: string): string {
  return [
    `<path d="M40 24 V180 M160 24 V180" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`,
    ...[40, 86, 132].map((y) => `<rect x="34" y="${y}" width="132" height="12" rx="2" fill="${color}" ${line}/>`),
    `<rect x="56" y="104" width="30" height="28" fill="${wood}" ${thin}/><rect x="110" y="58" width="36" height="28" fill="${shade(color, 0.4)}" ${thin}/>`,
  ].join('');
}
