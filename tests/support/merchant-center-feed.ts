/**
 * Merchant Center product data as a retailer's system writes it, for the import's tests: the same
 * items as RSS 2.0 XML with the `g:` namespace or as a TSV file with a header row. An attribute
 * with several values repeats in XML and is comma-separated in TSV; product_detail is
 * section:name:value, nested elements in XML. A TSV cell with a tab, a line break or a quote is
 * quoted ("" for a quote), as spreadsheets write it.
 */
export type MerchantCenterItem = Record<string, string | string[] | undefined>;

const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

function xmlValue(name: string, value: string): string {
  if (name === 'product_detail') {
    const [section = '', attribute = '', ...rest] = value.split(':');
    return `<g:product_detail><g:section_name>${xmlText(section)}</g:section_name><g:attribute_name>${xmlText(attribute)}</g:attribute_name><g:attribute_value>${xmlText(rest.join(':'))}</g:attribute_value></g:product_detail>`;
  }
  return `<g:${name}>${xmlText(value)}</g:${name}>`;
}

export function merchantCenterXml(items: readonly MerchantCenterItem[]): string {
  const body = items
    .map((item) => {
      const values = Object.entries(item).flatMap(([name, value]) =>
        value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((one) => xmlValue(name, one)),
      );
      return `    <item>\n      ${values.join('\n      ')}\n    </item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>Catálogo</title>
    <link>https://tienda.example</link>
    <description>Productos</description>
${body}
  </channel>
</rss>
`;
}

export function merchantCenterTsv(items: readonly MerchantCenterItem[]): string {
  const names = [...new Set(items.flatMap((item) => Object.keys(item)))];
  // a cell with a tab, a line break or a quote is quoted, as Merchant Center's "quoted fields" read it
  const quoted = (text: string) => (/[\t\n"]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const cell = (value: string | string[] | undefined) => quoted(Array.isArray(value) ? value.join(',') : (value ?? ''));
  return [names.join('\t'), ...items.map((item) => names.map((name) => cell(item[name])).join('\t'))].join('\n');
}
