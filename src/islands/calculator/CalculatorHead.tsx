import type { ReactNode } from 'react';

interface Props {
  title: string;
  intro: string;
  productFact: string;
  fix: string | null;
  productError: string | undefined;
  /** The paint calculator's info button, beside the title on a phone. */
  aside?: ReactNode;
}

/** The calculator's heading, what the product brings, and the alert when fields need fixing. */
export function CalculatorHead({ title, intro, productFact, fix, productError, aside }: Props) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <h2 id="calculator-title" className="text-xl font-semibold">
          {title}
        </h2>
        {aside}
      </div>
      <p className="mt-1 text-sm">{intro}</p>
      <p className="text-sm text-ink-soft">{productFact}</p>
      {fix && (
        <p role="alert" className="mt-2 font-semibold text-accent">
          {fix}
        </p>
      )}
      {productError && <p className="mt-2 text-accent">{productError}</p>}
    </>
  );
}
