/**
 * One Merchant Center item as read, before it means anything: each attribute by its name without
 * the `g:` prefix ("image_link"), with every value it was given (additional_image_link and
 * product_detail repeat). A value with sub-attributes (product_detail's section_name,
 * attribute_name and attribute_value in XML) is an object of them.
 */
export type RawValue = string | Readonly<Record<string, string>>;

export interface RawItem {
  /** The line the item starts on: a TSV row's, an XML <item>'s. */
  line: number;
  values: Map<string, RawValue[]>;
}

/** What stops a whole file from being read (not XML, no header row). */
export interface RawFileProblem {
  line: number;
  reason: string;
}

export type RawRead = { item: RawItem } | { problem: RawFileProblem };

export function addValue(values: Map<string, RawValue[]>, name: string, value: RawValue): void {
  if (typeof value === 'string' && value.trim() === '') return;
  const list = values.get(name);
  if (list) list.push(value);
  else values.set(name, [value]);
}

/** The attribute's first value as text, trimmed; undefined when absent or not text. */
export function text(item: RawItem, name: string): string | undefined {
  const value = item.values.get(name)?.[0];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** Every text value of the attribute, trimmed. */
export function texts(item: RawItem, name: string): string[] {
  return (item.values.get(name) ?? []).flatMap((value) => (typeof value === 'string' ? [value.trim()] : []));
}
