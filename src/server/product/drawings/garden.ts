import { shade } from '../svg';
import { ink, line, steel, thin, wood } from './ink';

/** Garden tools, irrigation and outdoor furniture, drawn in a 200 × 200 box. */

export function shovel(color: string): string {
  return [
    `<path d="M100 20 V124" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="M100 20 V124" stroke="${wood}" stroke-width="7"/>`,
    `<path d="M84 18 H116" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M70 120 H130 V150 Q130 176 100 186 Q70 176 70 150 Z" fill="${color}" ${line}/>`,
  ].join('');
}

export function rake(color: string): string {
  const tines = Array.from({ length: 9 }, (_, i) => `M${44 + i * 14} 150 V176`).join(' ');
  return [
    `<path d="M100 16 V142" stroke="${ink}" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="M100 16 V142" stroke="${wood}" stroke-width="7"/>`,
    `<rect x="36" y="138" width="128" height="14" rx="4" fill="${color}" ${line}/>`,
    `<path d="${tines}" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
  ].join('');
}

export function shears(color: string): string {
  return [
    `<path d="M100 100 L60 176" stroke="${ink}" stroke-width="20" stroke-linecap="round"/>`,
    `<path d="M100 100 L60 176" stroke="${color}" stroke-width="13" stroke-linecap="round"/>`,
    `<path d="M100 100 L140 176" stroke="${ink}" stroke-width="20" stroke-linecap="round"/>`,
    `<path d="M100 100 L140 176" stroke="${shade(color, -0.2)}" stroke-width="13" stroke-linecap="round"/>`,
    `<path d="M104 104 Q70 60 86 20 Q110 50 108 100 Z" fill="${steel}" ${line}/>`,
    `<path d="M96 104 Q128 70 124 34 Q100 60 92 100 Z" fill="#9aa3ad" ${line}/>`,
    `<circle cx="100" cy="100" r="7" fill="${ink}"/>`,
  ].join('');
}

export function hose(color: string): string {
  return [
    `<circle cx="92" cy="100" r="62" fill="none" stroke="${ink}" stroke-width="18"/>`,
    `<circle cx="92" cy="100" r="62" fill="none" stroke="${color}" stroke-width="12"/>`,
    `<circle cx="92" cy="100" r="40" fill="none" stroke="${ink}" stroke-width="18"/>`,
    `<circle cx="92" cy="100" r="40" fill="none" stroke="${shade(color, -0.15)}" stroke-width="12"/>`,
    `<path d="M150 120 Q170 150 160 176" fill="none" stroke="${ink}" stroke-width="18" stroke-linecap="round"/>`,
    `<path d="M150 120 Q170 150 160 176" fill="none" stroke="${color}" stroke-width="12" stroke-linecap="round"/>`,
    `<rect x="148" y="172" width="24" height="16" rx="3" fill="#f2c14e" ${thin}/>`,
  ].join('');
}

export function sprinkler(color: string): string {
  return [
    `<path d="M100 150 V178" stroke="${ink}" stroke-width="8"/>`,
    `<path d="M60 150 H140 L130 124 H70 Z" fill="${color}" ${line}/>`,
    `<rect x="92" y="92" width="16" height="32" rx="4" fill="${steel}" ${line}/>`,
    `<path d="M100 90 Q60 40 24 64 M100 90 Q100 30 100 24 M100 90 Q140 40 176 64" fill="none" stroke="#5aa9e6" stroke-width="4" stroke-dasharray="6 6" stroke-linecap="round"/>`,
  ].join('');
}

export function lawnMower(color: string): string {
  return [
    `<path d="M120 96 L170 24" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M156 28 H184" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M26 150 V116 Q30 94 60 92 H130 L142 150 Z" fill="${color}" ${line}/>`,
    `<rect x="56" y="78" width="50" height="20" rx="6" fill="${shade(color, -0.25)}" ${line}/>`,
    `<circle cx="48" cy="154" r="18" fill="#34373c" ${line}/><circle cx="122" cy="154" r="18" fill="#34373c" ${line}/>`,
    `<circle cx="48" cy="154" r="6" fill="${steel}"/><circle cx="122" cy="154" r="6" fill="${steel}"/>`,
  ].join('');
}

export function trimmer(color: string): string {
  return [
    `<path d="M40 170 L160 40" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`,
    `<rect x="128" y="30" width="46" height="30" rx="10" fill="${color}" ${line} transform="rotate(-48 151 45)"/>`,
    `<path d="M84 110 h30" stroke="${ink}" stroke-width="8" stroke-linecap="round" transform="rotate(42 99 110)"/>`,
    `<path d="M22 160 Q40 150 58 166 L44 184 Q26 178 22 160 Z" fill="${shade(color, -0.2)}" ${line}/>`,
    `<path d="M20 182 L6 190 M26 186 L22 198" stroke="${ink}" stroke-width="2"/>`,
  ].join('');
}

export function umbrella(color: string): string {
  return [
    `<path d="M100 60 V182" stroke="${ink}" stroke-width="6"/>`,
    `<path d="M16 92 Q100 6 184 92 Q163 80 142 92 Q121 80 100 92 Q79 80 58 92 Q37 80 16 92 Z" fill="${color}" ${line}/>`,
    `<path d="M100 30 Q80 60 58 92 M100 30 Q120 60 142 92" fill="none" stroke="${shade(color, -0.3)}" stroke-width="2.5"/>`,
    `<path d="M70 182 H130" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>`,
  ].join('');
}

export function lounger(color: string): string {
  return [
    `<path d="M24 126 H130 L168 70" fill="none" stroke="${ink}" stroke-width="22" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<path d="M24 126 H130 L168 70" fill="none" stroke="${color}" stroke-width="15" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<path d="M40 134 L30 170 M120 134 L132 170" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');
}
