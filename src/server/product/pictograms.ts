import {
  box,
  bricks,
  bulb,
  drill,
  kitchenSink,
  padlock,
  paintCan,
  plantPot,
  shower,
  socket,
  sofa,
  tiles,
  valve,
} from './drawings/basics';
import {
  bin,
  cabinet,
  cooktop,
  curtain,
  dishRack,
  faucet,
  mirror,
  oven,
  rangeHood,
  showerScreen,
  toilet,
  towelRail,
  washbasin,
} from './drawings/bath-kitchen';
import { bars, block, board, corrugatedSheet, mesh, planks, profile, roll, sack, sand } from './drawings/building';
import { hose, lawnMower, lounger, rake, shears, shovel, sprinkler, trimmer, umbrella } from './drawings/garden';
import {
  boot,
  earMuffs,
  glasses,
  glove,
  handle,
  hinge,
  jacket,
  lock,
  nail,
  safe,
  screw,
  trousers,
} from './drawings/hardware';
import {
  breaker,
  cable,
  ceilingLight,
  doorbell,
  lamp,
  lightSwitch,
  spotlight,
  stringLights,
  tubeLight,
} from './drawings/light-electric';
import { brush, roller, sandpaper, sprayCan, tape } from './drawings/paint';
import { clock, cushion, elbow, picture, pipe, pump, rug, shelf, tank, waterHeater } from './drawings/plumbing-home';
import {
  disc,
  drillBits,
  grinder,
  hammer,
  level,
  pliers,
  sander,
  saw,
  screwdriver,
  tapeMeasure,
  toolbox,
  workbench,
  wrench,
} from './drawings/tools';

interface Pictogram {
  /** Draws the object in a 200 × 200 box in the given colour, with a dark outline. */
  draw: (color: string) => string;
  /** The colour the object takes when the product's variants have none. */
  color: string;
}

/**
 * One pictogram per kind of object the shop sells, so a product's generated images show what it
 * is (a toilet, a sack of cement, a drill) until real photos replace them. A product's kind is
 * stored with it when the catalogue is loaded (the product_pictograms table).
 */
const pictograms = {
  'paint-can': { draw: paintCan, color: '#2f6fb0' },
  'spray-can': { draw: sprayCan, color: '#d94f3d' },
  roller: { draw: roller, color: '#e4c590' },
  brush: { draw: brush, color: '#2f6fb0' },
  sandpaper: { draw: sandpaper, color: '#c9a46a' },
  tape: { draw: tape, color: '#e8d48a' },
  roll: { draw: roll, color: '#9aa3ad' },
  tiles: { draw: tiles, color: '#b08968' },
  planks: { draw: planks, color: '#b08968' },
  profile: { draw: profile, color: '#b8bec6' },
  sack: { draw: sack, color: '#a8a29a' },
  sand: { draw: sand, color: '#e1c699' },
  bricks: { draw: bricks, color: '#b5523b' },
  block: { draw: block, color: '#a3a6aa' },
  bars: { draw: bars, color: '#7d5a44' },
  mesh: { draw: mesh, color: '#8a8f98' },
  board: { draw: board, color: '#d8c3a0' },
  'corrugated-sheet': { draw: corrugatedSheet, color: '#b8bec6' },
  drill: { draw: drill, color: '#e0a100' },
  saw: { draw: saw, color: '#e0a100' },
  grinder: { draw: grinder, color: '#2e7d6b' },
  sander: { draw: sander, color: '#e0a100' },
  hammer: { draw: hammer, color: '#c0392b' },
  screwdriver: { draw: screwdriver, color: '#e0a100' },
  wrench: { draw: wrench, color: '#c0392b' },
  pliers: { draw: pliers, color: '#c0392b' },
  'tape-measure': { draw: tapeMeasure, color: '#f2c14e' },
  level: { draw: level, color: '#f2c14e' },
  'drill-bits': { draw: drillBits, color: '#34373c' },
  disc: { draw: disc, color: '#2b5fa8' },
  toolbox: { draw: toolbox, color: '#c0392b' },
  workbench: { draw: workbench, color: '#3a6ea5' },
  toilet: { draw: toilet, color: '#f4f4f2' },
  washbasin: { draw: washbasin, color: '#f4f4f2' },
  faucet: { draw: faucet, color: '#c7ccd3' },
  shower: { draw: shower, color: '#3a9ad9' },
  'shower-screen': { draw: showerScreen, color: '#8a8f98' },
  mirror: { draw: mirror, color: '#c7ccd3' },
  'towel-rail': { draw: towelRail, color: '#f4f4f2' },
  curtain: { draw: curtain, color: '#7d8fa8' },
  'kitchen-sink': { draw: kitchenSink, color: '#8a8f98' },
  cooktop: { draw: cooktop, color: '#e8603c' },
  oven: { draw: oven, color: '#8a8f98' },
  'range-hood': { draw: rangeHood, color: '#c7ccd3' },
  cabinet: { draw: cabinet, color: '#d8c3a0' },
  'dish-rack': { draw: dishRack, color: '#8a8f98' },
  bin: { draw: bin, color: '#8a8f98' },
  bulb: { draw: bulb, color: '#f2c14e' },
  'tube-light': { draw: tubeLight, color: '#c7ccd3' },
  'ceiling-light': { draw: ceilingLight, color: '#f4f1ea' },
  lamp: { draw: lamp, color: '#e4c590' },
  spotlight: { draw: spotlight, color: '#34373c' },
  'string-lights': { draw: stringLights, color: '#f2c14e' },
  cable: { draw: cable, color: '#c0392b' },
  switch: { draw: lightSwitch, color: '#f4f1ea' },
  socket: { draw: socket, color: '#f4f1ea' },
  breaker: { draw: breaker, color: '#2b2d31' },
  doorbell: { draw: doorbell, color: '#f4f1ea' },
  'plant-pot': { draw: plantPot, color: '#b5523b' },
  'lawn-mower': { draw: lawnMower, color: '#4f9d5d' },
  trimmer: { draw: trimmer, color: '#e8603c' },
  shears: { draw: shears, color: '#c0392b' },
  shovel: { draw: shovel, color: '#4f9d5d' },
  rake: { draw: rake, color: '#4f9d5d' },
  hose: { draw: hose, color: '#4f9d5d' },
  sprinkler: { draw: sprinkler, color: '#4f9d5d' },
  sofa: { draw: sofa, color: '#7d8fa8' },
  lounger: { draw: lounger, color: '#3a9ad9' },
  umbrella: { draw: umbrella, color: '#e8603c' },
  screw: { draw: screw, color: '#b8bec6' },
  nail: { draw: nail, color: '#b8bec6' },
  lock: { draw: lock, color: '#c9a227' },
  padlock: { draw: padlock, color: '#c9a227' },
  safe: { draw: safe, color: '#4b5563' },
  hinge: { draw: hinge, color: '#b8bec6' },
  handle: { draw: handle, color: '#b8bec6' },
  glove: { draw: glove, color: '#f2c14e' },
  boot: { draw: boot, color: '#34373c' },
  trousers: { draw: trousers, color: '#3a4a63' },
  jacket: { draw: jacket, color: '#e8603c' },
  glasses: { draw: glasses, color: '#f2c14e' },
  'ear-muffs': { draw: earMuffs, color: '#e0a100' },
  pipe: { draw: pipe, color: '#e4e7eb' },
  elbow: { draw: elbow, color: '#e4e7eb' },
  valve: { draw: valve, color: '#c0392b' },
  'water-heater': { draw: waterHeater, color: '#f4f4f2' },
  pump: { draw: pump, color: '#2f6fb0' },
  tank: { draw: tank, color: '#2f6fb0' },
  box: { draw: box, color: '#c49a6c' },
  shelf: { draw: shelf, color: '#8a8f98' },
  rug: { draw: rug, color: '#b5523b' },
  cushion: { draw: cushion, color: '#7d8fa8' },
  picture: { draw: picture, color: '#4f9d5d' },
  clock: { draw: clock, color: '#34373c' },
} satisfies Record<string, Pictogram>;

export type PictogramKind = keyof typeof pictograms;
export const pictogramKinds = Object.keys(pictograms) as PictogramKind[];

/** A stored kind this shop can draw, or the neutral box for one it does not know (a newer feed). */
export function pictogramKind(value: string | undefined): PictogramKind {
  return value !== undefined && Object.hasOwn(pictograms, value) ? (value as PictogramKind) : 'box';
}

export function pictogramColor(kind: PictogramKind): string {
  return pictograms[kind].color;
}

/** The kind's pictogram in the product's colour, in a 200 × 200 box. */
export function pictogram(kind: PictogramKind, color: string): string {
  return pictograms[kind].draw(color);
}
