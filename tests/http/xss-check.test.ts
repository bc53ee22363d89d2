import { describe, expect, it } from 'vitest';
import { xssPayloads } from '../support/xss-payloads';
import { activeMarkup, shownAsData } from './xss-check';

/**
 * The escaping check of the xss-*.test.ts files is not blind: a page that writes a payload raw,
 * where a browser would run it or show something else, fails it; the same page with the payload
 * escaped as Astro and React escape text and attribute values passes it.
 */
const text = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
const attribute = (value: string) => value.replace(/&/g, '&#38;').replace(/"/g, '&#34;');
const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>Andamio</title><script type="application/ld+json">{"@type":"Product"}</script></head><body>${body}</body></html>`;

/** Where a page could write what a shopper typed: text, quoted attribute values, a link. */
const rawPlaces = [
  (payload: string) => `<p>Resultados para ${payload}</p>`,
  (payload: string) => `<input name="street" value="${payload}">`,
  (payload: string) => `<input name="label" title='${payload}'>`,
  (payload: string) => `<a href="${payload}">Volver</a>`,
  (payload: string) => `<script type="application/ld+json">{"name":"${payload}"}</script>`,
];

/**
 * Payloads meant for places no page of ours writes to (a script's string, a template engine,
 * a URL decoded twice): written raw into HTML they stay text, and the browser shows them so.
 */
const inert = (payload: string) => !/[<&"']|^javascript:/i.test(payload);

describe('the escaping check', () => {
  it('passes every payload escaped in text and in an attribute', () => {
    for (const payload of xssPayloads) {
      expect(shownAsData(page(`<p>${text(payload)}</p>`), payload), payload).toBe(true);
      expect(shownAsData(page(`<input value="${attribute(payload)}">`), payload), payload).toBe(true);
    }
  });

  it('fails every payload that is not inert, written raw in one of the places a page writes to', () => {
    const missed = xssPayloads.filter(
      (payload) => !inert(payload) && rawPlaces.every((place) => shownAsData(page(place(payload)), payload)),
    );
    expect(missed).toEqual([]);
    // the inert ones stay what they are: nothing runs, the shopper reads them as typed
    for (const payload of xssPayloads.filter(inert)) {
      expect(shownAsData(page(rawPlaces[0]?.(payload) ?? ''), payload), payload).toBe(true);
    }
  });

  it('names what runs: a script, an event attribute, a script URL, a JSON script broken out of', () => {
    expect(activeMarkup(page('<svg><script>alert(7)</script></svg>'))).toEqual(['script: alert(7)']);
    expect(activeMarkup(page('<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(42)>'))).toEqual([
      'event attribute <img onerror="alert(42)">',
    ]);
    expect(activeMarkup(page('<a href=" JaVaScRiPt:alert(36)">x</a>'))).toHaveLength(1);
    expect(activeMarkup(page('<script type="application/ld+json">{"a":"</script><script>alert(51)</script>'))).toEqual([
      'JSON script broken: {"a":"',
      'script: alert(51)',
    ]);
    // a page of our own runs nothing of a payload's
    expect(
      activeMarkup(page('<a href="/cl/">Inicio</a><script type="module">import("/_astro/x.js")</script>')),
    ).toEqual([]);
  });
});
