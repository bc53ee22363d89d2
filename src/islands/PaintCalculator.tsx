import { useState } from 'react';
import { calculatorLimits } from '../lib/calculators/calculator-query';
import { Modal } from './add-to-cart/Modal';
import { CalculatorHead } from './calculator/CalculatorHead';
import { NumberField } from './calculator/NumberField';
import { ResultPanel } from './calculator/ResultPanel';
import { useCalculator } from './calculator/use-calculator';
import type { CalculatorIslandProps } from './calculator/words';

const button = 'rounded border border-brand px-3 py-1 text-sm font-semibold text-brand';

/**
 * The paint calculator (docs/tools.md): wall by wall, doors and windows at their standard size, coats;
 * the cans to buy follow as the shopper types. Its server form (a GET to this page) is what it
 * draws first, so without JavaScript the same fields, wall buttons included, go to the server.
 * On a phone the standard sizes and the caveat are in an info modal instead of under the fields.
 */
export default function PaintCalculator(props: CalculatorIslandProps) {
  const calc = useCalculator(props);
  const { say, values, errors, hydrated } = calc;
  const [info, setInfo] = useState(false);
  const fix = Object.keys(errors).some((field) => field !== 'product') ? say('projects.calculator.fix') : null;
  // Before JavaScript runs the wall buttons send the form, and the server adds or removes the wall.
  const wallButton = hydrated ? ('button' as const) : ('submit' as const);
  const field = (name: 'area' | 'doors' | 'windows' | 'coats') => ({
    id: `calc-${name}`,
    name,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (value: string) => calc.setValue(name, value),
    onBlur: () => calc.leave(name),
  });

  return (
    <>
      <CalculatorHead
        title={say('calculator.paint.title')}
        intro={say('calculator.paint.intro')}
        productFact={props.productFact}
        fix={fix}
        productError={errors.product}
        aside={
          hydrated && (
            <button type="button" className={`${button} md:hidden`} onClick={() => setInfo(true)}>
              {say('tools.calculator.how')}
            </button>
          )
        }
      />
      <form
        ref={calc.formRef}
        method="get"
        action={props.action}
        onSubmit={calc.submit}
        className="mt-3 flex flex-col gap-3"
        noValidate
      >
        {/* the first submit button is the one Enter presses: calculate, never add a wall */}
        <button type="submit" hidden tabIndex={-1} />
        <input type="hidden" name="calc" value="paint" />
        <NumberField {...field('area')} label={say('projects.calculator.paint.area')} />
        <p className="text-sm text-ink-soft">{say('projects.calculator.or')}</p>
        {calc.walls.map((wall, index) => {
          const number = index + 1;
          const sideError = (side: 'width' | 'height') => errors[`walls.${index}.${side}`];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: walls are numbered by their place; removing one renumbers the rest
            <fieldset key={index} className="flex flex-wrap items-end gap-4 rounded border border-gray-200 p-2">
              <legend className="px-1 text-sm font-semibold">{say('calculator.paint.wall', { number })}</legend>
              <NumberField
                id={`calc-wall-${index}-width`}
                name="width"
                label={say('calculator.paint.wallWidth')}
                value={wall.width}
                error={sideError('width')}
                onChange={(value) => calc.setWall(index, 'width', value)}
                onBlur={() => calc.leave(`walls.${index}.width`)}
              />
              <NumberField
                id={`calc-wall-${index}-height`}
                name="height"
                label={say('calculator.paint.wallHeight')}
                value={wall.height}
                error={sideError('height')}
                onChange={(value) => calc.setWall(index, 'height', value)}
                onBlur={() => calc.leave(`walls.${index}.height`)}
              />
              {calc.walls.length > 1 && (
                <button
                  type={wallButton}
                  name="wall"
                  value={`remove.${index}`}
                  className={button}
                  onClick={hydrated ? () => calc.removeWall(index) : undefined}
                >
                  {say('calculator.paint.removeWall', { number })}
                </button>
              )}
            </fieldset>
          );
        })}
        {calc.walls.length < calculatorLimits.walls && (
          <div>
            <button
              type={wallButton}
              name="wall"
              value="add"
              className={button}
              onClick={hydrated ? calc.addWall : undefined}
            >
              {say('calculator.paint.addWall')}
            </button>
          </div>
        )}
        <div className="flex flex-wrap gap-4">
          <NumberField
            {...field('doors')}
            label={say('calculator.paint.doors')}
            hint={props.hints?.doors}
            hintWide={hydrated}
            mode="numeric"
          />
          <NumberField
            {...field('windows')}
            label={say('calculator.paint.windows')}
            hint={props.hints?.windows}
            hintWide={hydrated}
            mode="numeric"
          />
          <NumberField {...field('coats')} label={say('calculator.paint.coats')} mode="numeric" />
        </div>
        <div>
          <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white">
            {say('calculator.paint.calculate')}
          </button>
        </div>
      </form>
      {calc.answer.result && (
        <ResultPanel
          result={calc.answer.result}
          kind="paint"
          skuId={props.skuId}
          cartAction={props.cartAction}
          say={say}
        />
      )}
      {info && (
        <Modal
          title={say('tools.calculator.howTitle')}
          closeLabel={say('tools.close')}
          onClose={() => setInfo(false)}
          wide
        >
          <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
            <li>{props.productFact}</li>
            {props.hints && <li>{props.hints.doors}</li>}
            {props.hints && <li>{props.hints.windows}</li>}
            <li>{say('calculator.paint.disclaimer')}</li>
          </ul>
        </Modal>
      )}
    </>
  );
}
