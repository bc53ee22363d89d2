import { type SubmitEvent, useMemo, useState } from 'react';
import type { MessageKey } from '../lib/messages';
import { templateTranslator } from '../lib/messages/template-translator';
import { formatMoney, type MoneyFormat } from '../lib/money';
import { hasSelection, noneSelectedKey } from '../lib/project-selection';
import type { ProjectView } from '../lib/project-view';

/** The templates the builder fills: its own words and the refusal (docs/tools.md). */
export const projectWordPrefixes = ['projects.builder.', 'validation.project.'] as const;

interface Props {
  project: ProjectView;
  lang: 'es' | 'pt';
  words: Partial<Record<MessageKey, string>>;
  format: MoneyFormat;
  /** The add-project POST target. */
  action: string;
}

/**
 * "Tu proyecto" (docs/tools.md project builder): a template's materials with the quantity recommended
 * for the area, and one POST form that adds every ticked line to the cart, or none. The server
 * form is what it draws; with JavaScript the line totals and the project's total follow the
 * boxes and quantities, and a project with no line ticked is refused on the spot with the docs/tools.md
 * message, by the same rule the server's schema reads the form with (src/lib/project-selection.ts).
 */
export default function ProjectBuilder({ project, lang, words, format, action }: Props) {
  const say = useMemo(() => templateTranslator(lang, words), [lang, words]);
  const [checked, setChecked] = useState(() => project.lines.map((line) => line.checked));
  const [quantities, setQuantities] = useState(() => project.lines.map((line) => String(line.quantity)));
  const [refusal, setRefusal] = useState<string | null>(null);
  const titleId = `project-${project.id}-title`;
  const amountOf = (index: number) => {
    const price = project.lines[index]?.unitPrice;
    const quantity = Number(quantities[index]);
    return price != null && Number.isSafeInteger(quantity) && quantity > 0 ? price * quantity : null;
  };
  const total = project.lines.reduce((sum, _, index) => sum + (checked[index] ? (amountOf(index) ?? 0) : 0), 0);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    // the browser has checked each quantity (min, max) before this runs; the server checks them all again
    const items = project.lines.map((line, index) => ({ selected: !line.disabled && (checked[index] ?? false) }));
    if (hasSelection(items)) return setRefusal(null);
    event.preventDefault();
    setRefusal(say(noneSelectedKey));
  };

  return (
    <section aria-labelledby={titleId} className="mt-4">
      <h3 id={titleId} className="text-lg font-semibold">
        {project.title}
      </h3>
      <p className="text-sm">{project.summary}</p>
      <p className="text-sm text-ink-soft">
        {say(project.isDefaultArea ? 'projects.builder.defaultArea' : 'projects.builder.for', {
          area: project.areaText,
        })}
      </p>
      {refusal && (
        <p role="alert" className="mt-2 text-accent">
          {refusal}
        </p>
      )}
      <form method="post" action={action} onSubmit={submit} className="mt-2">
        {/* four columns do not fit a 320 px phone: the table scrolls inside its box, never the page */}
        <div className="overflow-x-auto">
          <table className="w-full min-w-[20rem] text-sm">
            <thead>
              <tr className="text-left">
                <th scope="col" className="py-1">
                  {say('projects.builder.material')}
                </th>
                <th scope="col" className="py-1">
                  {say('projects.builder.product')}
                </th>
                <th scope="col" className="py-1">
                  {say('projects.builder.quantity')}
                </th>
                <th scope="col" className="py-1">
                  {say('projects.builder.price')}
                </th>
              </tr>
            </thead>
            <tbody>
              {project.lines.map((line, index) => {
                const amount = amountOf(index);
                const noteId = line.note ? `${titleId}-note-${index}` : undefined;
                return (
                  <tr key={line.material} className="border-t border-gray-200" data-material={line.material}>
                    <td className="py-2 pr-2">
                      {line.product ? (
                        <label className="flex items-center gap-2">
                          <input
                            type="checkbox"
                            name={`items.${index}.selected`}
                            value="on"
                            checked={checked[index] ?? false}
                            disabled={line.disabled}
                            aria-describedby={noteId}
                            onChange={(event) => {
                              const on = event.currentTarget.checked;
                              setChecked((before) => before.map((value, i) => (i === index ? on : value)));
                              setRefusal(null);
                            }}
                          />
                          <span>{line.material}</span>
                          <span className="sr-only">
                            {say('projects.builder.include', { name: line.product.name })}
                          </span>
                        </label>
                      ) : (
                        line.material
                      )}
                      <p className="text-xs text-ink-soft">{line.rule}</p>
                      {line.note && (
                        <p id={noteId} className="text-xs font-semibold" data-line-note>
                          {line.note}
                        </p>
                      )}
                    </td>
                    <td className="py-2 pr-2">
                      {line.product ? (
                        <>
                          <a href={line.product.url} className="text-brand hover:underline">
                            {line.product.name}
                          </a>
                          {line.main && (
                            <span className="ml-1 text-xs text-ink-soft">({say('projects.builder.thisProduct')})</span>
                          )}
                        </>
                      ) : (
                        <span className="text-ink-soft">{say('projects.builder.missing')}</span>
                      )}
                    </td>
                    <td className="py-2 pr-2">
                      {line.product ? (
                        <>
                          <input type="hidden" name={`items.${index}.skuId`} value={line.product.skuId} />
                          <input
                            type="number"
                            name={`items.${index}.quantity`}
                            value={quantities[index] ?? ''}
                            min="1"
                            max="9999"
                            readOnly={line.disabled}
                            aria-label={say('projects.builder.quantityOf', { name: line.product.name })}
                            onChange={(event) => {
                              const typed = event.currentTarget.value;
                              setQuantities((before) => before.map((value, i) => (i === index ? typed : value)));
                            }}
                            className="w-20 rounded border border-gray-300 px-2 py-1"
                          />
                          <p className="text-xs text-ink-soft">{line.quantityText}</p>
                        </>
                      ) : (
                        line.quantityText
                      )}
                    </td>
                    <td className="py-2">
                      {line.lineTotal && (
                        <span className="font-semibold" data-line-total>
                          {amount === null ? line.lineTotal : formatMoney(amount, format)}
                        </span>
                      )}
                      {line.price && Number(quantities[index]) > 1 && (
                        <p className="text-xs text-ink-soft">
                          {quantities[index]} × {line.price}
                        </p>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="mt-2 font-semibold" data-project-total>
          {say('projects.builder.total', { total: formatMoney(total, format) })}
        </p>
        <button type="submit" className="mt-2 rounded bg-brand px-4 py-2 font-semibold text-white">
          {say('projects.builder.addAll')}
        </button>
      </form>
    </section>
  );
}
