import { shade } from '../svg';
import { ink, line, steel, thin, wood } from './ink';

/** Power and hand tools, drawn in a 200 × 200 box. */

export function saw(color: string): string {
  const teeth = Array.from({ length: 16 }, (_, i) => {
    const a = (i * Math.PI) / 8;
    return `${(78 + Math.cos(a) * 52).toFixed(1)},${(118 + Math.sin(a) * 52).toFixed(1)}`;
  }).join(' ');
  return [
    `<polygon points="${teeth}" fill="${steel}" ${line}/>`,
    `<circle cx="78" cy="118" r="40" fill="#dfe3e8" ${thin}/>`,
    `<path d="M30 118 A48 48 0 0 1 126 118 Z" fill="${color}" ${line}/>`,
    `<path d="M96 80 H160 a14 14 0 0 1 14 14 V104 H110 Z" fill="${shade(color, -0.2)}" ${line}/>`,
    `<path d="M120 80 q16 -36 50 -22 v22" fill="none" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`,
    `<circle cx="78" cy="118" r="6" fill="${ink}"/>`,
  ].join('');
}

export function grinder(color: string): string {
  return [
    `<rect x="60" y="70" width="110" height="40" rx="18" fill="${color}" ${line}/>`,
    `<path d="M72 76 v28 M82 76 v28 M92 76 v28" stroke="${ink}" stroke-width="2.5"/>`,
    `<rect x="36" y="78" width="30" height="36" rx="4" fill="#8f96a0" ${line}/>`,
    `<ellipse cx="50" cy="128" rx="40" ry="9" fill="${steel}" ${line}/>`,
    `<path d="M50 114 V128" stroke="${ink}" stroke-width="5"/>`,
    `<rect x="150" y="64" width="16" height="30" rx="6" fill="#34373c" transform="rotate(-30 158 79)"/>`,
  ].join('');
}

export function sander(color: string): string {
  return [
    `<rect x="40" y="128" width="120" height="22" rx="4" fill="#34373c" ${line}/>`,
    `<path d="M52 128 V96 Q52 66 100 66 Q148 66 148 96 V128 Z" fill="${color}" ${line}/>`,
    `<path d="M82 66 Q100 34 140 46 L150 70" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M70 100 H130 M70 112 H130" stroke="${shade(color, -0.35)}" stroke-width="3"/>`,
    `<path d="M44 150 H156" stroke="#d9c4a0" stroke-width="6"/>`,
  ].join('');
}

export function hammer(color: string): string {
  return [
    `<rect x="90" y="70" width="20" height="110" rx="6" fill="${color}" ${line}/>`,
    `<path d="M40 44 H130 L160 34 V76 L130 66 H40 a8 8 0 0 1 -8 -8 V52 a8 8 0 0 1 8 -8 Z" fill="${steel}" ${line}/>`,
    `<path d="M94 140 h12 M94 152 h12 M94 164 h12" stroke="${shade(color, -0.35)}" stroke-width="3"/>`,
  ].join('');
}

export function screwdriver(color: string): string {
  const one = (x: number, tilt: number, fill: string) =>
    `<g transform="rotate(${tilt} ${x} 100)"><rect x="${x - 12}" y="30" width="24" height="62" rx="10" fill="${fill}" ${line}/><rect x="${x - 4}" y="92" width="8" height="70" fill="${steel}" ${thin}/><path d="M${x - 4} 162 L${x} 176 L${x + 4} 162 Z" fill="#8f96a0" ${thin}/></g>`;
  return [one(70, -12, shade(color, -0.15)), one(100, 0, color), one(130, 12, shade(color, 0.2))].join('');
}

export function wrench(color: string): string {
  return [
    '<g transform="rotate(-40 100 100)">',
    `<rect x="90" y="60" width="20" height="120" rx="8" fill="${steel}" ${line}/>`,
    `<path d="M90 11.7 V46 H110 V11.7 A30 30 0 1 1 90 11.7 Z" fill="${steel}" ${line}/>`,
    `<rect x="92" y="120" width="16" height="56" rx="6" fill="${color}" ${thin}/>`,
    '</g>',
  ].join('');
}

export function pliers(color: string): string {
  return [
    `<path d="M100 96 L70 176" stroke="${ink}" stroke-width="20" stroke-linecap="round"/>`,
    `<path d="M100 96 L70 176" stroke="${color}" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M100 96 L130 176" stroke="${ink}" stroke-width="20" stroke-linecap="round"/>`,
    `<path d="M100 96 L130 176" stroke="${shade(color, -0.2)}" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M100 100 L84 30 Q100 20 100 40 Z M100 100 L116 30 Q100 20 100 40 Z" fill="${steel}" ${line}/>`,
    `<circle cx="100" cy="96" r="8" fill="#8f96a0" ${thin}/>`,
  ].join('');
}

export function tapeMeasure(color: string): string {
  return [
    `<path d="M130 130 H186 V146 H130 Z" fill="#f2c14e" ${thin}/>`,
    `<path d="M142 130 v8 M154 130 v8 M166 130 v8 M178 130 v8" stroke="${ink}" stroke-width="2"/>`,
    `<rect x="30" y="50" width="110" height="110" rx="28" fill="${color}" ${line}/>`,
    `<circle cx="85" cy="105" r="28" fill="${shade(color, -0.2)}" ${line}/>`,
    `<rect x="60" y="42" width="40" height="12" rx="4" fill="#34373c"/>`,
  ].join('');
}

export function level(color: string): string {
  return [
    `<rect x="16" y="80" width="168" height="40" rx="4" fill="${color}" ${line}/>`,
    `<rect x="78" y="88" width="44" height="24" rx="12" fill="#c9f0a8" ${thin}/>`,
    `<circle cx="100" cy="100" r="6" fill="#ffffff" ${thin}/>`,
    `<path d="M92 88 V112 M108 88 V112" stroke="${ink}" stroke-width="2"/>`,
    `<rect x="30" y="92" width="30" height="16" rx="3" fill="${shade(color, -0.3)}"/>`,
    `<rect x="140" y="92" width="30" height="16" rx="3" fill="${shade(color, -0.3)}"/>`,
  ].join('');
}

export function disc(color: string): string {
  return [
    `<circle cx="100" cy="100" r="70" fill="${color}" ${line}/>`,
    `<circle cx="100" cy="100" r="56" fill="none" stroke="${shade(color, -0.25)}" stroke-width="3"/>`,
    `<circle cx="100" cy="100" r="20" fill="${steel}" ${line}/>`,
    `<circle cx="100" cy="100" r="9" fill="#ffffff" ${thin}/>`,
    `<path d="M70 74 H130" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`,
  ].join('');
}

export function drillBits(color: string): string {
  const bit = (x: number, length: number) =>
    `<path d="M${x} 150 V${150 - length}" stroke="${ink}" stroke-width="${6 + x / 30}" stroke-linecap="round"/><path d="M${x} 150 V${150 - length}" stroke="${steel}" stroke-width="${2 + x / 30}" stroke-dasharray="4 4"/>`;
  return [
    `<rect x="24" y="128" width="152" height="44" rx="6" fill="${color}" ${line}/>`,
    bit(44, 50),
    bit(70, 62),
    bit(98, 74),
    bit(128, 86),
    bit(158, 98),
  ].join('');
}

export function toolbox(color: string): string {
  return [
    `<path d="M74 70 V52 H126 V70" fill="none" stroke="${ink}" stroke-width="8"/>`,
    `<rect x="26" y="70" width="148" height="92" rx="8" fill="${color}" ${line}/>`,
    `<path d="M26 100 H174" stroke="${ink}" stroke-width="3"/>`,
    `<rect x="88" y="94" width="24" height="16" rx="3" fill="${steel}" ${thin}/>`,
  ].join('');
}

export function workbench(color: string): string {
  return [
    `<rect x="20" y="70" width="160" height="20" rx="3" fill="${wood}" ${line}/>`,
    `<path d="M36 90 V176 M164 90 V176" stroke="${ink}" stroke-width="12"/>`,
    `<path d="M36 90 V176 M164 90 V176" stroke="${color}" stroke-width="7"/>`,
    `<rect x="36" y="136" width="128" height="12" fill="${shade(color, -0.2)}" ${thin}/>`,
    `<rect x="140" y="52" width="30" height="18" rx="2" fill="${steel}" ${thin}/>`,
  ].join('');
}
