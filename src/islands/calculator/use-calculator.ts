import { type SubmitEvent, useEffect, useMemo, useRef, useState } from 'react';
import type { CalculatorAnswer } from '../../lib/calculators/calculator-answer';
import type { TypedValues, TypedWall } from '../../lib/calculators/calculator-query';
import { templateTranslator } from '../../lib/messages/template-translator';
import { useHydrated } from '../cart/use-hydrated';
import {
  islandAnswer,
  shownErrors,
  typedBeforeHydration,
  withoutWall,
  withWallAdded,
  withWallSide,
} from './calculator-form';
import type { CalculatorIslandProps } from './words';

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
    const typed = typedBeforeHydration(kind, search, { typed: props.typed, walls: props.walls });
    if (!typed) return;
    setValues(typed.values);
    setWalls(typed.walls);
    setChanged(true);
  }, [kind, props.typed, props.walls]);

  const answer: CalculatorAnswer = useMemo(
    () => islandAnswer(props, { changed, values, walls }, say),
    [changed, values, walls, props, say],
  );

  return {
    formRef,
    hydrated,
    say,
    values,
    walls,
    answer,
    errors: shownErrors(answer.errors, { changed, submitted, touched }),
    setValue(name: keyof TypedValues, value: string) {
      setValues((before) => ({ ...before, [name]: value }));
      setChanged(true);
    },
    setWall(index: number, side: keyof TypedWall, value: string) {
      setWalls((before) => withWallSide(before, index, side, value));
      setChanged(true);
    },
    addWall() {
      setWalls(withWallAdded);
    },
    removeWall(index: number) {
      setWalls((before) => withoutWall(before, index));
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
