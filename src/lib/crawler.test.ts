import { describe, expect, it } from 'vitest';
import { isCrawler } from './crawler';

describe('isCrawler (docs/seo-and-urls.md: crawlers are detected by user agent)', () => {
  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    [
      'Googlebot smartphone',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.71 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    ],
    ['Google AdsBot', 'AdsBot-Google (+http://www.google.com/adsbot.html)'],
    ['Google AdSense', 'Mediapartners-Google'],
    ['Google Inspection Tool', 'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)'],
    ['Bing', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Yahoo', 'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)'],
    ['DuckDuckGo', 'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)'],
    ['Baidu', 'Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)'],
    ['Yandex', 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)'],
    ['Yandex images', 'Mozilla/5.0 (compatible; YandexImages/3.0; +http://yandex.com/bots)'],
    [
      'Apple',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)',
    ],
    ['Facebook preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['WhatsApp preview', 'WhatsApp/2.23.20.0 A'],
    ['Twitter preview', 'Twitterbot/1.0'],
    ['Slack preview', 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)'],
    ['Pinterest', 'Pinterest/0.2 (+https://www.pinterest.com/bot.html)'],
    ['Ahrefs', 'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)'],
    ['Semrush', 'Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)'],
    [
      'ByteDance',
      'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)',
    ],
    [
      'OpenAI',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)',
    ],
    ['Common Crawl', 'CCBot/2.0 (https://commoncrawl.org/faq/)'],
    ['Internet Archive', 'ia_archiver (+http://www.alexa.com/site/help/webmasters; crawler@alexa.com)'],
    [
      'Lighthouse',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    ],
    ['Screaming Frog', 'Screaming Frog SEO Spider/19.0'],
  ])('%s is a crawler', (_name, userAgent) => {
    expect(isCrawler(userAgent)).toBe(true);
  });

  it.each([
    [
      'Chrome on Windows',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    ],
    [
      'Safari on iPhone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    ['Firefox on Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    [
      'Samsung Internet',
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    ],
    [
      'Edge',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ],
    [
      'a Cubot phone',
      'Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
    ],
    [
      'the Facebook app browser',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/442.0.0.36.105;FBBV/549221017;FBDV/iPhone14,5]',
    ],
    [
      'the Instagram app browser',
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 Instagram 311.0.0.32.118 Android',
    ],
    [
      'the Pinterest app browser',
      'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 [Pinterest/Android]',
    ],
    [
      'headless Chrome (browser tests)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    ],
    ['an HTTP library', 'node'],
  ])('%s is not a crawler', (_name, userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });

  it.each([[null], [undefined], ['']])('a missing user agent (%s) is not read as a crawler', (userAgent) => {
    expect(isCrawler(userAgent)).toBe(false);
  });
});
