import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * The search islands' words and each site's price group, on cl and br: every Spanish or
 * Portuguese site types, arrows and tracks the same way (mx speaks cl's Spanish here).
 */
const spanish = {
  typed: 'pint',
  term: 'pintura',
  words: {
    search: 'Buscar productos',
    suggestions: 'Sugerencias de búsqueda',
    products: 'Productos',
    facets: 'Filtrar por',
    sort: 'Ordenar por',
    apply: 'Aplicar',
    sponsored: 'Patrocinado',
    addToCart: 'Agregar al carro',
    cardAdd: /^Agregar .+ al carro$/,
    gallery: /^Pantalla completa: /,
    position: (n: number, total: number) => `${n} de ${total}`,
  },
};

export const sites = [
  { tenant: 'cl', priceGroup: '10', ...spanish },
  {
    tenant: 'br',
    priceGroup: '50',
    typed: 'tint',
    term: 'tinta',
    words: {
      search: 'Buscar produtos',
      suggestions: 'Sugestões de busca',
      products: 'Produtos',
      facets: 'Filtrar por',
      sort: 'Ordenar por',
      apply: 'Aplicar',
      sponsored: 'Patrocinado',
      addToCart: 'Adicionar ao carrinho',
      cardAdd: /^Adicionar .+ ao carrinho$/,
      gallery: /^Tela cheia: /,
      position: (n: number, total: number) => `${n} de ${total}`,
    },
  },
] as const;

export interface Sent {
  path: string;
  body: Record<string, unknown>;
}
interface ClickEvent {
  action: string;
  query_id?: string;
  item_id?: string;
  position?: number;
  quantity?: number;
  price?: number;
  impressions?: string[];
  visitor_id: string;
  page_url: string;
}

/** Every tracking call the page makes (the click-stream collector and the ads endpoints), as sent. */
export function watchTracking(page: Page, tenant: string): Sent[] {
  const sent: Sent[] = [];
  const tracked = new RegExp(`^/api/${tenant}/(click-stream/events|v1/vas/(impression|click))$`);
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() === 'POST' && tracked.test(path)) sent.push({ path, body: request.postDataJSON() });
  });
  return sent;
}

/** The tracker's next call that carries an event of `action`: the add to cart is sent once the cart confirms it. */
export function trackedNext(page: Page, tenant: string, action: string): Promise<Request> {
  return page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      new URL(request.url()).pathname === `/api/${tenant}/click-stream/events` &&
      ((request.postDataJSON() as { events?: ClickEvent[] }).events ?? []).some((event) => event.action === action),
  );
}

const clickEvents = (sent: Sent[]): ClickEvent[] =>
  sent.filter((call) => call.path.endsWith('/click-stream/events')).flatMap((call) => call.body.events as ClickEvent[]);
export const eventsOf = (sent: Sent[], action: string) => clickEvents(sent).filter((event) => event.action === action);

/** The tracker island has run on this page (Astro drops `ssr` from an island once it is hydrated). */
export async function trackerRunning(page: Page) {
  await expect(page.locator('astro-island[component-url*="ClickTracker"]:not([ssr])')).toHaveCount(1);
}

/**
 * The header's search field once its island runs: it hydrates when the shopper reaches for it
 * (client:interaction), here by moving the keyboard focus into it.
 */
export async function combobox(page: Page, name: string) {
  await page.getByRole('search').getByLabel(name, { exact: true }).focus();
  const field = page.getByRole('combobox', { name });
  await expect(field).toBeVisible(); // the island has run: the field is a combobox
  return field;
}

interface TypeaheadAnswer {
  terms: { term: string }[];
  categories: { name: string }[];
  brands: { name: string }[];
  products: { name: string }[];
}

/**
 * Types the words key by key into the focused field and waits until the listbox shows the typeahead's
 * answer for all of them. On a busy machine a pause between two keys can outlast the debounce, so the
 * answer for the first letters shows and is then replaced: a test that reads the options in between
 * arrows through a list that changes under it.
 */
export async function typeForSuggestions(page: Page, listbox: Locator, words: string) {
  const answered = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith('/s/typeahead/v1') && url.searchParams.get('Ntt') === words.trim();
  });
  await page.keyboard.type(words, { delay: 30 });
  const { data: answer } = (await (await answered).json()) as { data: TypeaheadAnswer };
  const labels = [
    ...answer.terms.map((item) => item.term),
    ...[...answer.categories, ...answer.brands, ...answer.products].map((item) => item.name),
  ];
  await expect
    .poll(() => listbox.getByRole('option').evaluateAll((nodes) => nodes.map((node) => node.firstChild?.textContent)))
    .toEqual(labels);
}
