import { z } from 'astro/zod';
import type { MessageKey } from './messages';
import { type NumberSeparators, parseWholeNumber } from './numbers/parse-decimal';
import { readCalculatorNumber } from './validation/calculator-input';
import { type FieldError, toFieldErrors } from './validation/issues';

/**
 * The resizable board (glossary: cut-to-size service for wooden boards; docs/tools.md modal): the
 * shopper gives the size of the pieces they want and how many; the plan says how many boards
 * that takes and how many cuts the store makes, each cut charged at the service's price.
 * Cuts are straight, edge to edge (a panel saw): strips across the board, then pieces off each
 * strip, the grain turned whichever way fits more pieces.
 */

export interface Rectangle {
  widthCm: number;
  lengthCm: number;
}

export type CutPlan =
  | { ok: true; piecesPerBoard: number; boards: number; cuts: number }
  | { ok: false; problem: 'doesNotFit' };

export const cutLimits = { pieces: { min: 1, max: 200 } } as const;

/** Work in tenths of a millimetre so 122 cm split in 61 cm pieces is exactly two, with no float rests. */
const units = (cm: number) => Math.round(cm * 100);

/** Cuts to take `count` lengths of `size` off a `total`: the last needs no cut when nothing is left over. */
function cutsFor(count: number, size: number, total: number): number {
  return count * size < total ? count : count - 1;
}

function layout(board: Rectangle, piece: Rectangle) {
  const across = Math.floor(units(board.widthCm) / units(piece.widthCm));
  const along = Math.floor(units(board.lengthCm) / units(piece.lengthCm));
  return { across, along, perBoard: across * along };
}

/** Cuts for `pieces` pieces on one board: whole strips first, the last strip as long as it needs. */
function boardCuts(board: Rectangle, piece: Rectangle, across: number, pieces: number): number {
  const strips = Math.ceil(pieces / across);
  const lastStrip = pieces - (strips - 1) * across;
  const stripCuts = cutsFor(strips, units(piece.lengthCm), units(board.lengthCm));
  const full = cutsFor(across, units(piece.widthCm), units(board.widthCm));
  const last = cutsFor(lastStrip, units(piece.widthCm), units(board.widthCm));
  return stripCuts + (strips - 1) * full + last;
}

export function planCuts(board: Rectangle, piece: Rectangle, pieces: number): CutPlan {
  const turned = { widthCm: piece.lengthCm, lengthCm: piece.widthCm };
  const straight = layout(board, piece);
  const sideways = layout(board, turned);
  const [best, shape] = sideways.perBoard > straight.perBoard ? [sideways, turned] : [straight, piece];
  if (best.perBoard === 0) return { ok: false, problem: 'doesNotFit' };
  const boards = Math.ceil(pieces / best.perBoard);
  const lastBoard = pieces - (boards - 1) * best.perBoard;
  const cuts =
    (boards - 1) * boardCuts(board, shape, best.across, best.perBoard) +
    boardCuts(board, shape, best.across, lastBoard);
  return { ok: true, piecesPerBoard: best.perBoard, boards, cuts };
}

/** The form's query names (a GET back to the product page, so it works without JavaScript). */
export const cutFields = { width: 'cutWidth', length: 'cutLength', pieces: 'cutPieces' } as const;

const whole: MessageKey = 'toolModals.cut.whole';

/** The form read in the tenant's way of writing numbers ("6,5" cm on es and pt tenants). */
function cutSchema(separators: NumberSeparators) {
  const pieces = z
    .string()
    .trim()
    .transform((text, ctx) => {
      const read = parseWholeNumber(text, separators);
      const value = read.ok ? read.value : Number.NaN;
      if (value >= cutLimits.pieces.min && value <= cutLimits.pieces.max) return value;
      ctx.issues.push({ code: 'custom', message: whole, input: text, params: { ...cutLimits.pieces } });
      return z.NEVER;
    });
  /** A board measure: the calculators' own number rule (the tenant's decimals, positive). */
  const measure = z.string().transform((typed, ctx) => {
    const read = readCalculatorNumber(typed, separators);
    if (read.ok) return read.value;
    ctx.issues.push({ code: 'custom', message: read.key, input: typed, params: read.params });
    return z.NEVER;
  });
  return z.object({ width: measure, length: measure, pieces });
}

export type CutQuery =
  | { sent: false }
  | { sent: true; typed: Record<keyof typeof cutFields, string>; ok: true; piece: Rectangle; pieces: number }
  | { sent: true; typed: Record<keyof typeof cutFields, string>; ok: false; errors: FieldError[] };

/** The form as the page's query string sends it; nothing is asked until the width arrives. */
export function readCutQuery(search: URLSearchParams, separators: NumberSeparators): CutQuery {
  if (!search.has(cutFields.width)) return { sent: false };
  const typed = {
    width: (search.get(cutFields.width) ?? '').slice(0, 20),
    length: (search.get(cutFields.length) ?? '').slice(0, 20),
    pieces: (search.get(cutFields.pieces) ?? '').slice(0, 20),
  };
  const parsed = cutSchema(separators).safeParse(typed);
  if (!parsed.success) return { sent: true, typed, ok: false, errors: toFieldErrors(parsed.error) };
  const { width, length, pieces } = parsed.data;
  return { sent: true, typed, ok: true, piece: { widthCm: width, lengthCm: length }, pieces };
}
