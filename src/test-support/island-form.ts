/**
 * The part of a page that the unit tests of a hydration directive need (src/directives), in Node,
 * which has events but no elements: an `<astro-island>` holding a form. An event dispatched from
 * an element goes down its path in the capture phase, reaches it, and bubbles back up when it
 * bubbles, as in a browser; `closest` knows the selectors each element is given; a form's
 * `requestSubmit` fires its submit event and, unless a listener prevented it, posts the page
 * (kept in `posted`, by the button that sent it). For tests only.
 */
type Listener = (event: Event) => void;

interface Entry {
  type: string;
  listener: Listener;
  capture: boolean;
}

const captures = (options?: boolean | AddEventListenerOptions) =>
  typeof options === 'boolean' ? options : Boolean(options?.capture);

export class PageElement {
  readonly #listeners: Entry[] = [];

  constructor(
    readonly parent: PageElement | null,
    readonly selectors: readonly string[] = [],
  ) {}

  addEventListener(type: string, listener: Listener, options?: boolean | AddEventListenerOptions): void {
    this.#listeners.push({ type, listener, capture: captures(options) });
  }

  removeEventListener(type: string, listener: Listener, options?: boolean | AddEventListenerOptions): void {
    const at = this.#listeners.findIndex(
      (entry) => entry.type === type && entry.listener === listener && entry.capture === captures(options),
    );
    if (at >= 0) this.#listeners.splice(at, 1);
  }

  closest(selector: string): PageElement | null {
    for (let node: PageElement | null = this; node; node = node.parent) {
      if (node.selectors.includes(selector)) return node;
    }
    return null;
  }

  dispatchEvent(event: Event): boolean {
    Object.defineProperty(event, 'target', { value: this });
    const ancestors: PageElement[] = [];
    for (let node = this.parent; node; node = node.parent) ancestors.push(node);
    for (const node of [...ancestors].reverse()) node.#invoke(event, (entry) => entry.capture);
    this.#invoke(event, () => true);
    if (event.bubbles) for (const node of ancestors) node.#invoke(event, (entry) => !entry.capture);
    return !event.defaultPrevented;
  }

  #invoke(event: Event, inPhase: (entry: Entry) => boolean): void {
    for (const entry of [...this.#listeners]) {
      if (entry.type === event.type && inPhase(entry)) entry.listener.call(this, event);
    }
  }
}

export class PageForm extends PageElement {
  readonly posted: (PageElement | null)[] = [];

  requestSubmit(submitter: PageElement | null = null): void {
    const event = Object.assign(new Event('submit', { bubbles: true, cancelable: true }), { submitter });
    if (this.dispatchEvent(event)) this.posted.push(submitter);
  }
}

/**
 * An island holding a form and its two buttons; `marked` puts the form in the part the island
 * says it takes over (src/directives/held-submit.ts).
 */
export function islandWithForm(marked: boolean) {
  const island = new PageElement(null, ['astro-island']);
  const part = new PageElement(island, marked ? ['[data-takes-submit]'] : []);
  const form = new PageForm(part);
  return { island, form, add: new PageElement(form), buyNow: new PageElement(form) };
}
