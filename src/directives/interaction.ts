import type { ClientDirective } from 'astro';
import { submitTakenEvent, takesSubmitSelector } from './held-submit';

/**
 * `client:interaction`: hydrates an island when the shopper first reaches for it (the pointer
 * comes over it, a finger touches it, focus enters it), not before. Its server-rendered form works
 * until then, and without JavaScript.
 *
 * On a phone the reach and the tap are one gesture: the touch asks for the island's code and the
 * submit follows at once, long before that code has come over a mobile network, so the form would
 * post the page (the first-tap issue). So a submit that comes before the island is ready, in a
 * form the island marks as one it takes over (./held-submit.ts), is held: prevented, its button
 * kept, and replayed to the island once, when the form says the island took it over, with
 * `requestSubmit(submitter)` (a submit like the tap's, from the same button: "buy now" stays buy
 * now). `hydrate()` resolving is no such sign: React hydrates in a transition (@astrojs/react's
 * client), and the island listens to submits from an effect, which runs later still. Unmarked
 * forms (an island that never says so) post as before. If the code never comes (Astro then reports
 * `astro:hydration-error` and hydrates nothing), the held submit goes on as the page's own post,
 * as without JavaScript: a tap is never lost.
 */
const firstTouches = ['pointerover', 'touchstart', 'focusin'] as const;

const interaction: ClientDirective = (load, _options, island) => {
  let started = false;
  // forms the island took over: their submits go to it, unheld (every form's, once hydration failed)
  const passing = new WeakSet<EventTarget>();
  let failed = false;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;

  /** Sends the held submit on, once: to the island that took `form` over, or as the page's post. */
  const release = (form: EventTarget | null) => {
    const sent = held;
    if (!sent || sent.form !== form) return;
    held = undefined;
    sent.form.requestSubmit(sent.submitter);
  };
  const fail = () => {
    failed = true;
    if (held) release(held.form);
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of firstTouches) island.removeEventListener(type, start);
    try {
      const hydrate = await load();
      await hydrate();
    } catch (error) {
      fail();
      throw error;
    }
  };

  for (const type of firstTouches) island.addEventListener(type, start, { passive: true });
  // capture: the directive sees the submit before the form's own listeners and the default post
  island.addEventListener(
    'submit',
    (event) => {
      // a submit's target is its form
      const form = event.target as HTMLFormElement;
      if (failed || passing.has(form) || form.closest('astro-island') !== island) return;
      if (!form.closest(takesSubmitSelector)) return;
      event.preventDefault();
      // a second tap while the first waits: one tap, one add
      held ??= { form, submitter: event.submitter };
      void start();
    },
    { capture: true },
  );
  island.addEventListener(submitTakenEvent, (event) => {
    if (event.target) passing.add(event.target);
    release(event.target);
  });
  island.addEventListener('astro:hydration-error', (event) => {
    if (event.target === island) fail();
  });
};

export default interaction;
