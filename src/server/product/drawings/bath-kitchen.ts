import { shade } from '../svg';
import { ink, line, steel, thin } from './ink';

/** Bathroom and kitchen fittings, drawn in a 200 × 200 box. */

export function toilet(color: string): string {
  return [
    `<rect x="112" y="28" width="56" height="82" rx="8" fill="${color}" ${line}/>`,
    `<rect x="146" y="40" width="14" height="8" rx="3" fill="${steel}" ${thin}/>`,
    `<path d="M30 102 H142 Q142 146 104 152 L112 178 H64 L70 150 Q30 140 30 102 Z" fill="${color}" ${line}/>`,
    `<path d="M24 96 H146 a6 6 0 0 1 0 12 H24 a6 6 0 0 1 0 -12 Z" fill="${shade(color, -0.12)}" ${line}/>`,
    `<path d="M40 116 Q64 136 112 128" fill="none" stroke="${shade(color, -0.2)}" stroke-width="3"/>`,
  ].join('');
}

export function washbasin(color: string): string {
  return [
    `<path d="M94 66 V46 a10 10 0 0 1 10 -10 H132" fill="none" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="M94 66 V46 a10 10 0 0 1 10 -10 H132" fill="none" stroke="${steel}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M24 70 H176 Q170 140 100 146 Q30 140 24 70 Z" fill="${color}" ${line}/>`,
    `<ellipse cx="100" cy="84" rx="56" ry="10" fill="${shade(color, -0.15)}" ${thin}/>`,
    `<path d="M88 146 H112 L108 182 H92 Z" fill="${shade(color, -0.1)}" ${line}/>`,
  ].join('');
}

export function faucet(color: string): string {
  return [
    `<rect x="40" y="160" width="120" height="14" rx="4" fill="#8a8f98" ${line}/>`,
    `<path d="M80 160 V92 a40 40 0 0 1 80 0 V108" fill="none" stroke="${ink}" stroke-width="20" stroke-linecap="round"/>`,
    `<path d="M80 160 V92 a40 40 0 0 1 80 0 V108" fill="none" stroke="${color}" stroke-width="13" stroke-linecap="round"/>`,
    `<path d="M68 86 L40 66" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`,
    `<path d="M68 86 L40 66" stroke="${shade(color, 0.25)}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M160 122 V150" stroke="#7cc4f2" stroke-width="6" stroke-linecap="round" stroke-dasharray="8 8"/>`,
  ].join('');
}

export function mirror(color: string): string {
  return [
    `<rect x="44" y="24" width="112" height="152" rx="10" fill="${color}" ${line}/>`,
    `<rect x="56" y="36" width="88" height="128" rx="4" fill="#dbeaf3" ${thin}/>`,
    `<path d="M70 70 L100 44 M70 96 L120 50" stroke="#ffffff" stroke-width="7" stroke-linecap="round"/>`,
  ].join('');
}

export function showerScreen(color: string): string {
  return [
    `<rect x="40" y="20" width="120" height="160" rx="4" fill="#dbeaf3" fill-opacity="0.7" ${line}/>`,
    `<path d="M40 20 H160 M40 180 H160" stroke="${color}" stroke-width="8"/>`,
    `<path d="M100 20 V180" stroke="${ink}" stroke-width="2"/>`,
    `<rect x="108" y="84" width="6" height="34" rx="3" fill="${steel}" ${thin}/>`,
    `<path d="M56 60 L84 36 M56 86 L90 56" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
}

export function curtain(color: string): string {
  return [
    `<path d="M20 30 H180" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M30 36 H96 Q92 110 104 176 H40 Q24 110 30 36 Z" fill="${color}" ${line}/>`,
    `<path d="M104 36 H170 Q176 110 160 176 H96 Q108 110 104 36 Z" fill="${shade(color, -0.12)}" ${line}/>`,
    `<path d="M52 40 Q48 110 58 170 M76 40 Q72 110 82 170 M126 40 Q130 110 120 170 M150 40 Q154 110 144 170" fill="none" stroke="${shade(color, -0.3)}" stroke-width="2.5"/>`,
  ].join('');
}

export function towelRail(color: string): string {
  return [
    `<rect x="22" y="40" width="14" height="30" rx="4" fill="${steel}" ${line}/>`,
    `<rect x="164" y="40" width="14" height="30" rx="4" fill="${steel}" ${line}/>`,
    `<path d="M36 56 H164" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M36 56 H164" stroke="${steel}" stroke-width="5"/>`,
    `<path d="M60 54 H140 V150 H60 Z" fill="${color}" ${line}/>`,
    `<path d="M60 132 H140 M60 140 H140" stroke="${shade(color, -0.3)}" stroke-width="3"/>`,
  ].join('');
}

export function cooktop(color: string): string {
  const burner = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="#34373c" ${thin}/><circle cx="${x}" cy="${y}" r="${r - 8}" fill="none" stroke="${color}" stroke-width="3"/>`;
  return [
    `<path d="M40 60 H160 L184 140 H16 Z" fill="#1f2124" ${line}/>`,
    burner(66, 84, 18),
    burner(134, 84, 18),
    burner(60, 120, 20),
    burner(140, 120, 20),
    `<rect x="16" y="140" width="168" height="12" fill="${steel}" ${line}/>`,
  ].join('');
}

export function oven(color: string): string {
  return [
    `<rect x="30" y="30" width="140" height="144" rx="6" fill="${color}" ${line}/>`,
    `<rect x="30" y="30" width="140" height="30" rx="6" fill="${shade(color, -0.2)}" ${line}/>`,
    `<circle cx="52" cy="45" r="7" fill="${ink}"/><circle cx="74" cy="45" r="7" fill="${ink}"/>`,
    `<rect x="120" y="38" width="40" height="14" rx="2" fill="#1f2124"/>`,
    `<rect x="46" y="84" width="108" height="74" rx="6" fill="#34373c" ${thin}/>`,
    `<path d="M52 72 H148" stroke="${steel}" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
}

export function rangeHood(color: string): string {
  return [
    `<rect x="78" y="16" width="44" height="64" fill="${shade(color, -0.1)}" ${line}/>`,
    `<path d="M78 80 H122 L176 132 H24 Z" fill="${color}" ${line}/>`,
    `<rect x="24" y="132" width="152" height="16" fill="${shade(color, -0.25)}" ${line}/>`,
    `<path d="M60 160 q6 10 0 20 M100 160 q6 10 0 20 M140 160 q6 10 0 20" fill="none" stroke="#9aa3ad" stroke-width="3"/>`,
  ].join('');
}

export function cabinet(color: string): string {
  return [
    `<rect x="36" y="30" width="128" height="140" rx="4" fill="${color}" ${line}/>`,
    `<path d="M100 30 V170" stroke="${ink}" stroke-width="3"/>`,
    `<rect x="46" y="40" width="46" height="120" rx="3" fill="${shade(color, 0.12)}" ${thin}/>`,
    `<rect x="108" y="40" width="46" height="120" rx="3" fill="${shade(color, 0.12)}" ${thin}/>`,
    `<path d="M86 90 V110 M114 90 V110" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');
}

export function bin(color: string): string {
  return [
    `<path d="M50 64 H150 L140 176 H60 Z" fill="${color}" ${line}/>`,
    `<path d="M46 48 Q100 30 154 48 V64 H46 Z" fill="${shade(color, -0.2)}" ${line}/>`,
    `<path d="M80 84 L84 160 M100 84 V160 M120 84 L116 160" stroke="${shade(color, -0.3)}" stroke-width="3"/>`,
    `<rect x="90" y="170" width="40" height="10" rx="3" fill="#34373c"/>`,
  ].join('');
}

export function dishRack(color: string): string {
  const plate = (x: number) =>
    `<ellipse cx="${x}" cy="90" rx="12" ry="46" fill="#ffffff" ${thin}/><ellipse cx="${x}" cy="90" rx="6" ry="30" fill="none" stroke="#9aa3ad" stroke-width="2"/>`;
  return [
    plate(64),
    plate(92),
    plate(120),
    `<rect x="30" y="110" width="140" height="50" rx="6" fill="none" ${line}/>`,
    `<path d="M30 120 H170 M30 140 H170 M60 110 V160 M100 110 V160 M140 110 V160" stroke="${color}" stroke-width="4"/>`,
    `<path d="M26 166 H174" stroke="${shade(color, -0.3)}" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
}
