import { floorWastagePercent } from '../lib/constants';
import { CalculatorHead } from './calculator/CalculatorHead';
import { NumberField } from './calculator/NumberField';
import { ResultPanel } from './calculator/ResultPanel';
import { useCalculator } from './calculator/use-calculator';
import type { CalculatorIslandProps } from './calculator/words';

/**
 * The floor calculator (docs/tools.md): the area, or the room's length and width, gives the boxes
 * with the 10% wastage allowance as the shopper types. It draws its server form (a GET to this
 * page) first, so without JavaScript the same fields go to the server.
 */
export default function FloorCalculator(props: CalculatorIslandProps) {
  const calc = useCalculator(props);
  const { say, values, errors } = calc;
  const fix = Object.keys(errors).some((field) => field !== 'product') ? say('projects.calculator.fix') : null;
  const field = (name: 'area' | 'length' | 'width') => ({
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
        title={say('calculator.floor.title')}
        intro={say('calculator.floor.intro')}
        productFact={props.productFact}
        fix={fix}
        productError={errors.product}
      />
      <form
        ref={calc.formRef}
        method="get"
        action={props.action}
        onSubmit={calc.submit}
        className="mt-3 flex flex-col gap-3"
        noValidate
      >
        <input type="hidden" name="calc" value="floor" />
        <NumberField {...field('area')} label={say('projects.calculator.floor.area')} />
        <p className="text-sm text-ink-soft">{say('projects.calculator.or')}</p>
        <div className="flex flex-wrap gap-4">
          <NumberField {...field('length')} label={say('calculator.floor.length')} />
          <NumberField {...field('width')} label={say('calculator.floor.width')} />
        </div>
        <p className="text-xs text-ink-soft">{say('calculator.floor.wastage', { percent: floorWastagePercent })}</p>
        <div>
          <button type="submit" className="rounded bg-brand px-4 py-2 font-semibold text-white">
            {say('calculator.floor.calculate')}
          </button>
        </div>
      </form>
      {calc.answer.result && (
        <ResultPanel
          result={calc.answer.result}
          kind="floor"
          skuId={props.skuId}
          cartAction={props.cartAction}
          say={say}
        />
      )}
    </>
  );
}
