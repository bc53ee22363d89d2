import type { Page } from '@playwright/test';

/** A text that fails WCAG 2.x AA contrast against what is behind it. */
export interface ContrastFailure {
  text: string;
  ratio: number;
  required: number;
  color: string;
  background: string;
}

/**
 * Every visible text node of the page, its colour (with the opacity of its element and ancestors)
 * against its effective background (the ancestors' background colours composited down to an opaque
 * one). WCAG 2.x AA: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). Text over a picture or
 * a gradient cannot be judged this way and is left out, as is text of a disabled control (WCAG's
 * "inactive" exception) and visually hidden text.
 */
export function contrastFailures(page: Page): Promise<ContrastFailure[]> {
  return page.evaluate(() => {
    type Rgba = [number, number, number, number];
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) throw new Error('no 2d canvas');
    const parse = (color: string): Rgba => {
      // the canvas normalises any CSS colour to #rrggbb or rgba(r, g, b, a)
      canvas.fillStyle = '#000';
      canvas.fillStyle = color;
      const normal = String(canvas.fillStyle);
      if (normal.startsWith('#')) {
        return [1, 3, 5].map((i) => Number.parseInt(normal.slice(i, i + 2), 16)).concat(1) as Rgba;
      }
      const parts = normal.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0, 1];
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, bottom: Rgba): Rgba => {
      const a = top[3] + bottom[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => ((top[i] ?? 0) * top[3] + (bottom[i] ?? 0) * bottom[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const show = (c: Rgba) => `rgb(${c.slice(0, 3).map(Math.round).join(' ')})`;

    /** The opaque colour behind `element`, or null behind a picture or gradient. */
    const backgroundOf = (element: Element): Rgba | null => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return null;
        const color = parse(style.backgroundColor);
        if (color[3] > 0) layers.push(color);
        if (color[3] >= 1) break;
      }
      // the canvas under everything is white
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const opacityOf = (element: Element) => {
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      return opacity;
    };

    const failures: ContrastFailure[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const element = node.parentElement;
      if (!text || !element || element.closest('script, style, template, noscript, option, [disabled]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const boxes = [...range.getClientRects()].filter((box) => box.width > 1 && box.height > 1);
      const style = getComputedStyle(element);
      if (boxes.length === 0 || style.visibility !== 'visible') continue;
      // visually hidden text (sr-only): clipped to a 1 px box
      if (element.closest('.sr-only') || style.clip === 'rect(0px, 0px, 0px, 0px)') continue;
      const background = backgroundOf(element);
      if (!background) continue;
      const color = parse(style.color);
      color[3] *= opacityOf(element);
      const shown = over(color, background);
      const [light, dark] = [luminance(shown), luminance(background)].sort((a, b) => b - a) as [number, number];
      const ratio = (light + 0.05) / (dark + 0.05);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const required = large ? 3 : 4.5;
      if (ratio < required - 0.005) {
        failures.push({
          text: text.slice(0, 60),
          ratio: Math.round(ratio * 100) / 100,
          required,
          color: show(shown),
          background: show(background),
        });
      }
    }
    return failures;
  });
}
