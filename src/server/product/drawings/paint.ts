import { shade } from '../svg';
import { ink, line, steel, thin, wood } from './ink';

/** Painting tools and supplies, drawn in a 200 × 200 box. */

export function sprayCan(color: string): string {
  return [
    `<rect x="88" y="24" width="24" height="18" rx="4" fill="#ffffff" ${line}/>`,
    `<path d="M76 48 Q100 34 124 48 V60 H76 Z" fill="${steel}" ${line}/>`,
    `<rect x="70" y="58" width="60" height="118" rx="10" fill="${color}" ${line}/>`,
    `<path d="M70 86 H130 M70 150 H130" stroke="${shade(color, -0.3)}" stroke-width="3"/>`,
    `<path d="M120 30 l26 -10 M120 33 l28 0 M120 36 l26 10" stroke="${color}" stroke-width="3" stroke-linecap="round" stroke-dasharray="3 5"/>`,
  ].join('');
}

export function roller(color: string): string {
  return [
    `<rect x="40" y="40" width="120" height="40" rx="16" fill="${color}" ${line}/>`,
    `<path d="M160 60 H176 V104 H100 V124" fill="none" stroke="${ink}" stroke-width="6" stroke-linejoin="round"/>`,
    `<rect x="90" y="122" width="20" height="58" rx="8" fill="${wood}" ${line}/>`,
    `<path d="M52 48 V72 M70 48 V72" stroke="${shade(color, 0.3)}" stroke-width="3"/>`,
  ].join('');
}

export function brush(color: string): string {
  return [
    `<rect x="88" y="20" width="24" height="70" rx="10" fill="${wood}" ${line}/>`,
    `<rect x="70" y="86" width="60" height="26" rx="3" fill="${steel}" ${line}/>`,
    `<path d="M68 112 H132 L136 170 Q100 180 64 170 Z" fill="#3b3b3b" ${line}/>`,
    `<path d="M64 150 Q100 160 136 150 L136 170 Q100 180 64 170 Z" fill="${color}" ${thin}/>`,
  ].join('');
}

export function sandpaper(color: string): string {
  const grit = Array.from({ length: 24 }, (_, i) => {
    const x = 50 + ((i * 37) % 100);
    const y = 56 + ((i * 53) % 90);
    return `<circle cx="${x}" cy="${y}" r="2" fill="${shade(color, -0.4)}"/>`;
  }).join('');
  return [
    `<rect x="56" y="34" width="110" height="134" rx="3" fill="#f1ece2" ${line} transform="rotate(8 111 101)"/>`,
    `<rect x="40" y="40" width="110" height="134" rx="3" fill="${color}" ${line}/>`,
    grit,
  ].join('');
}

export function tape(color: string): string {
  return [
    `<path d="M150 110 L186 150 L176 160 L140 126 Z" fill="${shade(color, 0.2)}" ${thin}/>`,
    `<circle cx="96" cy="104" r="64" fill="${color}" ${line}/>`,
    `<circle cx="96" cy="104" r="34" fill="#e8dcc4" ${line}/>`,
    `<circle cx="96" cy="104" r="50" fill="none" stroke="${shade(color, -0.15)}" stroke-width="2"/>`,
    `<circle cx="96" cy="104" r="26" fill="none" stroke="${ink}" stroke-width="1.5"/>`,
  ].join('');
}
