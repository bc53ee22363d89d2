import type { ClientDirective } from 'astro';

/**
 * `client:interaction`: hydrates an island when the shopper first reaches for it (the pointer
 * comes over it, a finger touches it, focus enters it), not before. Its server-rendered form works
 * until then, so a click that beats hydration still goes through, as a plain form post.
 */
const firstTouches = ['pointerover', 'touchstart', 'focusin'] as const;

const interaction: ClientDirective = (load, _options, island) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of firstTouches) island.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of firstTouches) island.addEventListener(type, start, { passive: true });
};

export default interaction;
