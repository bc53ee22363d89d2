import { type SubmitEvent, useEffect, useMemo, useRef, useState } from 'react';
import { answerCalculator, type CalculatorAnswer } from '../../lib/calculators/calculator-answer';
import {
  calculatorLimits,
  readCalculatorQuery,
  type TypedValues,
  type TypedWall,
  typedValues,
  typedWalls,
} from '../../lib/calculators/calculator-query';
import { templateTranslator } from '../../lib/messages/template-translator';
import { useHydrated } from '../cart/use-hydrated';
import type { CalculatorIslandProps } from './words';

/** The query string the GET form would send: the rules read the island's state as the server reads the form. */
function searchOf(kind: 'paint' | 'floor', values: TypedValues, walls: readonly TypedWall[]): URLSearchParams {
  const search = new URLSearchParams({ calc: kind });
  for (const [name, value] of Object.entries(values))
    if (name !== 'calc' && value !== undefined) search.set(name, value);
  search.delete('width');
  search.delete('height');
  if (kind === 'floor' && values.width !== undefined) search.set('width', values.width);
  if (kind === 'paint') {
    for (const wall of walls) {
      search.append('width', wall.width);
      search.append('height', wall.height);
    }
  }
  return search;
}

/**
 * A calculator island's state: the fields as typed, the walls, and the answer of the same rules
 * the server runs (src/lib/calculators), recomputed as the shopper types. Until the shopper
 * changes something, the server's own answer stands. A field's refusal shows once the shopper
 * leaves it, or every one of them once "Calcular" is pressed.
 */
export function useCalculator(props: CalculatorIslandProps) {
  const { kind } = props.product;
  const hydrated = useHydrated();
  const say = useMemo(() => templateTranslator(props.lang, props.words), [props.lang, props.words]);
  const [values, setValues] = useState<TypedValues>(props.typed);
  const [walls, setWalls] = useState<TypedWall[]>(props.walls);
  const [changed, setChanged] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // What the shopper typed before the island woke up (the first keystrokes can beat it) is theirs.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const search = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') search.append(name, value);
    const rendered = searchOf(kind, props.typed, props.walls);
    search.sort();
    rendered.sort();
    if (search.toString() === rendered.toString()) return;
    setValues(typedValues(search));
    setWalls(typedWalls(search));
    setChanged(true);
  }, [kind, props.typed, props.walls]);

  const answer: CalculatorAnswer = useMemo(() => {
    if (!changed) return { errors: props.errors, result: props.result, estimate: null };
    const read = readCalculatorQuery(kind, searchOf(kind, values, walls));
    return answerCalculator(read, props.product, props.unitPrice, props.format, say);
  }, [changed, kind, values, walls, props, say]);

  const shownErrors =
    !changed || submitted
      ? answer.errors
      : Object.fromEntries(
          Object.entries(answer.errors).filter(([field]) => touched.has(field) || field === 'product'),
        );

  return {
    formRef,
    hydrated,
    say,
    values,
    walls,
    answer,
    errors: shownErrors,
    setValue(name: keyof TypedValues, value: string) {
      setValues((before) => ({ ...before, [name]: value }));
      setChanged(true);
    },
    setWall(index: number, side: keyof TypedWall, value: string) {
      setWalls((before) => before.map((wall, i) => (i === index ? { ...wall, [side]: value } : wall)));
      setChanged(true);
    },
    addWall() {
      setWalls((before) => (before.length >= calculatorLimits.walls ? before : [...before, { width: '', height: '' }]));
    },
    removeWall(index: number) {
      setWalls((before) => (before.length > 1 ? before.filter((_, i) => i !== index) : before));
      setChanged(true);
    },
    leave(field: string) {
      setTouched((before) => new Set(before).add(field));
    },
    /** With JavaScript the answer is already on screen: "Calcular" shows every refusal instead of loading a page. */
    submit(event: SubmitEvent<HTMLFormElement>) {
      event.preventDefault();
      setChanged(true);
      setSubmitted(true);
    },
  };
}
