export type MessageParams = Record<string, string | number>;

/**
 * Replaces {name} placeholders; a placeholder without a value is an error, never shown raw.
 * Kept apart from the catalogues so that islands can fill templates without shipping them.
 */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing message parameter "${name}" in "${template}"`);
    return String(value);
  });
}
