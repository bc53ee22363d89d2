import { zoneCookies } from '../../src/lib/cookies';
import { type EdgePage, faultsOf, pageSignature } from './edge-pages';
import { EdgeShopper } from './edge-shoppers';

/**
 * The isolation check of issue 28 for any edge: shoppers of several zones, guests and customers
 * with carts (and a crawler), fetch the page types interleaved through the edge, several rounds,
 * and every answer is compared with what the storefront itself renders for that shopper's zone
 * and audience. Answers the faults found, one line each ("round 2, home, customer B: …").
 */
const zoneName = zoneCookies('cl').zone;

/** A shopper's copy of a page: its zone cookie and whether it is a crawler (nothing else may matter). */
const variantOf = (shopper: EdgeShopper) => `${shopper.cookies.get(zoneName) ?? ''}|${shopper.isCrawler}`;

/** A few at a time: the storefront renders each page the first time. */
async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(work));
}

/** What the storefront renders, asked directly with nothing but the zone cookie and the User-Agent. */
async function storefrontSignatures(
  origin: string,
  shoppers: EdgeShopper[],
  pages: EdgePage[],
): Promise<Map<string, string>> {
  const variants = new Map(shoppers.map((shopper) => [variantOf(shopper), shopper]));
  const signatures = new Map<string, string>();
  const asks = [...variants.values()].flatMap((shopper) => pages.map((page) => ({ shopper, page })));
  await inBatches(asks, 2, async ({ shopper, page }) => {
    const bare = new EdgeShopper('reference', shopper.userAgent);
    const zone = shopper.cookies.get(zoneName);
    if (zone) bare.cookies.set(zoneName, zone);
    const answer = await bare.get(origin, page.path);
    if (answer.status !== 200) throw new Error(`The storefront answered ${answer.status} to ${page.path}`);
    signatures.set(`${variantOf(shopper)} ${page.path}`, pageSignature(answer.html));
  });
  return signatures;
}

export async function interleavedFaults(options: {
  edge: string;
  storefront: string;
  shoppers: EdgeShopper[];
  pages: EdgePage[];
  rounds: number;
}): Promise<{ faults: string[]; answers: number }> {
  const { edge, storefront, shoppers, pages, rounds } = options;
  const signatures = await storefrontSignatures(storefront, shoppers, pages);
  const faults: string[] = [];
  let answers = 0;
  for (let round = 1; round <= rounds; round++) {
    // each round in another order, and all shoppers at once on each page: copies are filled while others ask
    const order = [...pages.slice(round % pages.length), ...pages.slice(0, round % pages.length)];
    for (const page of order) {
      await Promise.all(
        shoppers.map(async (shopper) => {
          const answer = await shopper.get(edge, page.path);
          answers++;
          const signature = signatures.get(`${variantOf(shopper)} ${page.path}`) ?? '';
          const others = shoppers.filter((other) => other !== shopper);
          for (const fault of faultsOf(answer, { signature, shopper, others })) {
            faults.push(`round ${round}, ${page.name}, ${shopper.name}: ${fault}`);
          }
        }),
      );
    }
  }
  return { faults, answers };
}
