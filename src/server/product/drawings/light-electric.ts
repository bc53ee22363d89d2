import { shade } from '../svg';
import { ink, line, steel, thin } from './ink';

/** Lamps and electrical fittings, drawn in a 200 × 200 box. */

export function lamp(color: string): string {
  return [
    `<path d="M100 16 V52" stroke="${ink}" stroke-width="4"/>`,
    `<path d="M72 52 H128 L160 112 H40 Z" fill="${color}" ${line}/>`,
    `<path d="M84 112 a16 16 0 0 0 32 0" fill="#fff3c4" ${thin}/>`,
    `<path d="M60 136 L48 160 M100 140 V168 M140 136 L152 160" stroke="#f2c14e" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');
}

export function tubeLight(color: string): string {
  return [
    `<rect x="16" y="86" width="168" height="28" rx="14" fill="#fffbe8" ${line}/>`,
    `<rect x="16" y="86" width="20" height="28" rx="6" fill="${color}" ${line}/>`,
    `<rect x="164" y="86" width="20" height="28" rx="6" fill="${color}" ${line}/>`,
    `<path d="M48 70 V58 M80 70 V54 M112 70 V54 M144 70 V58 M48 130 V142 M80 130 V146 M112 130 V146 M144 130 V142" stroke="#f2c14e" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');
}

export function ceilingLight(color: string): string {
  return [
    `<rect x="30" y="40" width="140" height="16" rx="4" fill="${steel}" ${line}/>`,
    `<path d="M30 56 H170 Q166 90 100 92 Q34 90 30 56 Z" fill="${color}" ${line}/>`,
    `<path d="M60 110 L48 140 M100 112 V146 M140 110 L152 140" stroke="#f2c14e" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');
}

export function spotlight(color: string): string {
  return [
    `<path d="M40 150 H160" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M100 150 V124" stroke="${ink}" stroke-width="6"/>`,
    `<path d="M46 44 L136 44 L150 124 L32 124 Z" fill="${color}" ${line}/>`,
    `<rect x="44" y="56" width="94" height="56" rx="4" fill="#fff3c4" ${thin}/>`,
    `<path d="M56 66 H126 M56 80 H126 M56 94 H126" stroke="#e8d48a" stroke-width="3"/>`,
  ].join('');
}

export function stringLights(color: string): string {
  const bulbs = [30, 62, 96, 130, 164]
    .map((x, i) => {
      const y = 62 + Math.sin((i / 4) * Math.PI) * 36;
      return `<path d="M${x} ${y.toFixed(1)} v10" stroke="${ink}" stroke-width="4"/><ellipse cx="${x}" cy="${(y + 24).toFixed(1)}" rx="10" ry="14" fill="${i % 2 ? color : '#f2c14e'}" ${thin}/>`;
    })
    .join('');
  return [`<path d="M14 56 Q100 130 186 56" fill="none" stroke="${ink}" stroke-width="3"/>`, bulbs].join('');
}

export function cable(color: string): string {
  return [
    `<ellipse cx="90" cy="100" rx="66" ry="60" fill="none" stroke="${ink}" stroke-width="26"/>`,
    `<ellipse cx="90" cy="100" rx="66" ry="60" fill="none" stroke="${color}" stroke-width="20"/>`,
    `<ellipse cx="90" cy="100" rx="66" ry="60" fill="none" stroke="${shade(color, -0.25)}" stroke-width="2" stroke-dasharray="2 6"/>`,
    `<path d="M150 130 Q170 160 178 176" fill="none" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>`,
    `<path d="M150 130 Q170 160 178 176" fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round"/>`,
    `<path d="M174 176 l-6 12 M182 172 l6 12" stroke="#c89b2d" stroke-width="4" stroke-linecap="round"/>`,
  ].join('');
}

export function lightSwitch(color: string): string {
  return [
    `<rect x="46" y="30" width="108" height="140" rx="12" fill="${color}" ${line}/>`,
    `<rect x="76" y="62" width="48" height="76" rx="6" fill="${shade(color, -0.1)}" ${line}/>`,
    `<path d="M76 100 H124" stroke="${ink}" stroke-width="2"/>`,
    `<rect x="80" y="66" width="40" height="32" rx="4" fill="${shade(color, 0.3)}"/>`,
  ].join('');
}

export function breaker(color: string): string {
  const module = (x: number) =>
    `<rect x="${x}" y="60" width="28" height="84" rx="3" fill="#f4f1ea" ${thin}/><rect x="${x + 8}" y="84" width="12" height="22" rx="2" fill="${color}" ${thin}/>`;
  return [
    `<rect x="20" y="36" width="160" height="132" rx="8" fill="#dfe3e8" ${line}/>`,
    `<path d="M26 74 H174" stroke="${steel}" stroke-width="4"/>`,
    module(38),
    module(70),
    module(102),
    module(134),
  ].join('');
}

export function doorbell(color: string): string {
  return [
    `<rect x="66" y="24" width="68" height="152" rx="20" fill="${color}" ${line}/>`,
    `<circle cx="100" cy="62" r="14" fill="#34373c" ${thin}/>`,
    `<circle cx="100" cy="62" r="5" fill="#6fa8dc"/>`,
    `<circle cx="100" cy="128" r="22" fill="${shade(color, -0.2)}" ${line}/>`,
    `<path d="M150 112 q12 16 0 32 M162 102 q20 26 0 52" fill="none" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`,
  ].join('');
}
