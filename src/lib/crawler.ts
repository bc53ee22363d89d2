/**
 * docs/seo-and-urls.md: search-engine crawlers are detected by user agent. Robots that announce themselves
 * (search engines, social and chat link previews, SEO and AI crawlers, page audits) are not
 * shoppers: their visits must not count as ad impressions, clicks or click-stream events.
 *
 * HTTP libraries (curl, node, python-requests) and headless browsers are not matched: they do
 * not claim to be crawlers, and the storefront's own browser tests run headless.
 */

/** Names crawlers give themselves that the generic words below would not catch. */
const namedCrawlers = [
  'slurp', // Yahoo
  'yandex',
  'baiduspider',
  'sogou',
  'exabot',
  'ia_archiver',
  'archive\\.org_bot',
  'facebookexternalhit',
  'facebookcatalog',
  'meta-externalagent',
  'mediapartners-google',
  'apis-google',
  'feedfetcher-google',
  'google-inspectiontool',
  'googleother',
  'storebot-google',
  'bingpreview',
  'chatgpt-user',
  'claude-web',
  'whatsapp',
  'slack-imgproxy',
  'pinterest/0\\.',
  'qwantify',
  'yeti/', // Naver
  'chrome-lighthouse',
  'screaming frog',
];

/**
 * Generic words: "…bot" as a word (Googlebot, bingbot, AhrefsBot, GPTBot…), "crawl", "spider"
 * and "scraper". "Cubot" is a phone brand whose browsers say so in their user agent.
 */
const genericWords = ['(?<!cu)bot\\b', 'crawl', 'spider', 'scraper'];

/**
 * The pattern, matched without regard to case. Edges that tell the storefront whether a crawler
 * asks use the same one (deploy/varnish/andamio.vcl, deploy/nginx/andamio.conf).
 */
export const crawlerPatternSource = [...namedCrawlers, ...genericWords].join('|');

const crawlerPattern = new RegExp(crawlerPatternSource, 'i');

/** True when the user agent announces a crawler. A missing user agent is not read as one. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  return crawlerPattern.test(userAgent);
}
