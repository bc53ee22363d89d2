import { describe, expect, it, vi } from 'vitest';
import { islandWithForm, type PageElement, type PageForm } from '../test-support/island-form';
import { announceSubmitTaken } from './held-submit';
import interaction from './interaction';

/** The island's code, which comes when the test says: `arrive()`, or Astro's report that it failed. */
function islandCode() {
  let arrive: () => void = () => undefined;
  const code = new Promise<() => Promise<void>>((resolve) => {
    arrive = () => resolve(async () => undefined);
  });
  return { load: vi.fn(() => code), arrive: () => arrive() };
}

function setUp(marked = true) {
  const page = islandWithForm(marked);
  const code = islandCode();
  // the fake stands for the element Astro passes (src/test-support/island-form.ts)
  interaction(code.load, { name: 'AddToCartForm', value: '' }, page.island as unknown as HTMLElement);
  return { ...page, code };
}

/** What the island does once hydrated: it takes the form's submits, and says so. */
function islandTakesOver(form: PageForm) {
  const taken: (PageElement | null)[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    taken.push((event as Event & { submitter: PageElement | null }).submitter);
  });
  announceSubmitTaken(form as unknown as HTMLFormElement);
  return taken;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('client:interaction and a tap that beats hydration', () => {
  it('holds the tap, asks for the code, and hands the tap to the island once, with its button', async () => {
    const { form, add, buyNow, code } = setUp();
    form.requestSubmit(buyNow);
    form.requestSubmit(add);
    expect(form.posted).toEqual([]);
    expect(code.load).toHaveBeenCalledTimes(1);

    code.arrive();
    await settle();
    // hydrated is not ready: the island listens from an effect, later
    expect(form.posted).toEqual([]);
    const taken = islandTakesOver(form);
    expect(taken).toEqual([buyNow]);

    // from then on, taps go straight to the island
    form.requestSubmit(add);
    expect(taken).toEqual([buyNow, add]);
    announceSubmitTaken(form as unknown as HTMLFormElement);
    expect(taken).toEqual([buyNow, add]);
    expect(form.posted).toEqual([]);
  });

  it('lets the page post the held tap when the code never comes, and every tap after it', async () => {
    const { island, form, add, code } = setUp();
    form.requestSubmit(add);
    // what Astro does when the island's script fails to load: it reports, then hydrates nothing
    island.dispatchEvent(new Event('astro:hydration-error', { bubbles: true }));
    expect(form.posted).toEqual([add]);
    code.arrive();
    await settle();
    form.requestSubmit(add);
    expect(form.posted).toEqual([add, add]);
  });

  it('leaves alone a form the island does not take over: it posts as it always did', () => {
    const { form, add } = setUp(false);
    form.requestSubmit(add);
    expect(form.posted).toEqual([add]);
  });

  it('hydrates on the first reach, once', () => {
    const { island, code } = setUp();
    for (const type of ['pointerover', 'touchstart', 'focusin']) island.dispatchEvent(new Event(type));
    expect(code.load).toHaveBeenCalledTimes(1);
  });
});
