import { n, shade } from '../svg';
import { ink, line, steel, thin, wood } from './ink';

/** Building materials, drawn in a 200 × 200 box: sacks, sand, boards, bars, sheets, rolls. */

export function sack(color: string): string {
  return [
    `<path d="M46 52 Q100 40 154 52 L162 164 Q100 180 38 164 Z" fill="${color}" ${line}/>`,
    `<path d="M46 52 Q100 62 154 52" fill="none" ${thin}/>`,
    `<path d="M52 44 l10 10 M72 40 l10 12 M98 38 l8 14 M122 40 l10 12 M144 44 l8 10" stroke="${ink}" stroke-width="2"/>`,
    `<rect x="64" y="92" width="72" height="44" rx="6" fill="#ffffff" ${thin}/>`,
    `<path d="M76 106 H124 M76 120 H110" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`,
  ].join('');
}

export function sand(color: string): string {
  const grains = [
    [70, 140],
    [96, 118],
    [120, 138],
    [84, 158],
    [140, 156],
    [108, 96],
    [58, 160],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5" fill="${shade(color, -0.45)}"/>`)
    .join('');
  return [
    `<path d="M22 170 Q60 88 104 78 Q148 88 178 170 Z" fill="${color}" ${line}/>`,
    `<path d="M60 128 Q100 112 140 132" fill="none" stroke="${shade(color, -0.25)}" stroke-width="3"/>`,
    grains,
    `<path d="M136 60 L166 30 M160 24 l14 14 L160 52 Z" fill="${steel}" ${line}/>`,
    `<path d="M110 86 L140 56" stroke="${wood}" stroke-width="8" stroke-linecap="round"/>`,
  ].join('');
}

export function board(color: string): string {
  return [
    `<path d="M40 70 L140 30 L170 50 L70 90 Z" fill="${shade(color, 0.2)}" ${line}/>`,
    `<path d="M40 70 L70 90 V160 L40 140 Z" fill="${shade(color, -0.25)}" ${line}/>`,
    `<path d="M70 90 L170 50 V120 L70 160 Z" fill="${color}" ${line}/>`,
    `<path d="M86 110 L150 84 M92 132 L140 112" stroke="${shade(color, -0.18)}" stroke-width="3"/>`,
  ].join('');
}

export function planks(color: string): string {
  const boards: string[] = [];
  for (let i = 0; i < 4; i++) {
    const y = 60 + i * 26;
    const x = 26 + (i % 2) * 16;
    boards.push(
      `<rect x="${x}" y="${y}" width="132" height="22" rx="2" fill="${i % 2 ? shade(color, -0.12) : color}" ${thin}/>`,
    );
    boards.push(
      `<path d="M${x + 20} ${y + 8} q18 -5 36 0 M${x + 70} ${y + 14} q18 5 36 0" fill="none" stroke="${shade(color, -0.35)}" stroke-width="1.5"/>`,
    );
  }
  return boards.join('');
}

export function profile(color: string): string {
  return [
    `<path d="M30 150 L150 40 L170 52 L50 162 Z" fill="${shade(color, 0.15)}" ${line}/>`,
    `<path d="M50 162 L170 52 V70 L50 180 Z" fill="${shade(color, -0.2)}" ${line}/>`,
    `<path d="M30 150 V168 L50 180 V162 Z" fill="${color}" ${line}/>`,
  ].join('');
}

export function bars(color: string): string {
  const bar = (y: number) =>
    [
      `<path d="M24 ${y} L176 ${y - 40}" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`,
      `<path d="M24 ${y} L176 ${y - 40}" stroke="${color}" stroke-width="9" stroke-linecap="round"/>`,
      `<path d="M24 ${y} L176 ${y - 40}" stroke="${shade(color, -0.4)}" stroke-width="9" stroke-dasharray="3 7"/>`,
    ].join('');
  return [bar(110), bar(140), bar(170)].join('');
}

export function mesh(color: string): string {
  const rods: string[] = [];
  for (let i = 0; i <= 5; i++) {
    const p = 36 + i * 26;
    rods.push(`<path d="M${p} 30 V170 M30 ${p - 2} H170" stroke="${ink}" stroke-width="7"/>`);
    rods.push(`<path d="M${p} 30 V170 M30 ${p - 2} H170" stroke="${color}" stroke-width="3.5"/>`);
  }
  return rods.join('');
}

export function corrugatedSheet(color: string): string {
  const waves = (step: string) => Array.from({ length: 7 }, () => step).join(' ');
  return [
    `<path d="M30 70 ${waves('q10 -14 20 0')} V140 ${waves('q-10 -14 -20 0')} Z" fill="${color}" ${line}/>`,
    ...Array.from(
      { length: 7 },
      (_, i) => `<path d="M${n(40 + i * 20)} 63 V133" stroke="${shade(color, -0.3)}" stroke-width="2"/>`,
    ),
  ].join('');
}

export function block(color: string): string {
  return [
    `<path d="M30 80 L70 56 H170 L130 80 Z" fill="${shade(color, 0.2)}" ${line}/>`,
    `<path d="M130 80 L170 56 V126 L130 150 Z" fill="${shade(color, -0.25)}" ${line}/>`,
    `<rect x="30" y="80" width="100" height="70" fill="${color}" ${line}/>`,
    `<path d="M62 68 L74 61 H98 L86 68 Z M110 68 L122 61 H146 L134 68 Z" fill="${shade(color, -0.45)}" ${thin}/>`,
  ].join('');
}

export function roll(color: string): string {
  return [
    `<path d="M60 60 H160 V150 H60" fill="${shade(color, 0.15)}" ${line}/>`,
    `<path d="M160 150 Q176 150 180 166 H56" fill="${shade(color, 0.3)}" ${line}/>`,
    `<ellipse cx="60" cy="105" rx="22" ry="45" fill="${shade(color, -0.15)}" ${line}/>`,
    `<ellipse cx="60" cy="105" rx="9" ry="18" fill="${shade(color, -0.4)}" ${thin}/>`,
    `<path d="M60 60 A22 45 0 0 1 60 150" fill="none" stroke="${ink}" stroke-width="1.5" stroke-dasharray="4 4"/>`,
  ].join('');
}
