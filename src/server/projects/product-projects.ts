import { type CalculatorQuery, readProjectArea } from '../../lib/calculators/calculator-query';
import { formatQuantity } from '../../lib/calculators/format';
import { estimateForProduct, type ProductEstimate } from '../../lib/calculators/product-estimate';
import { materialQuantity, type ProjectTemplate, projectApplies } from '../../lib/content/project-schema';
import { type Message, type Translate, translateMessage } from '../../lib/messages';
import { formatMoney } from '../../lib/money';
import { projectLineState } from '../../lib/project-line';
import type { ProjectLineView, ProjectView } from '../../lib/project-view';
import { unitKeys } from '../../lib/units';
import type { Tenant } from '../../tenants/schema';
import type { CatalogueRevisions } from '../cache/catalogue-memo';
import type { DatabaseHandle } from '../db';
import type { ProductDescription } from '../product/description';
import type { SearchZone } from '../search/types';
import { type CalculatorView, calculatorProduct, calculatorView, fieldMessages } from './calculator-view';
import { isOfKind, productKind, resolveMaterial } from './resolve';

/**
 * The server side of the product page's calculator and project builder: the GET form's
 * query read back, the quantity of this product it needs, and the page's projects with a
 * product and a quantity for each material, priced in the shopper's zone.
 */

export type { ProjectLineView, ProjectView };

export interface ProductProjectsView {
  calculator: CalculatorView | null;
  /** The project area form, on products without a calculator: what was typed and its error. */
  areaForm: { typed: string; error: string | null } | null;
  projects: ProjectView[];
}

/** The calculator run for a project's default area, before the shopper gives one. */
const defaultQuery = (kind: 'paint' | 'floor', areaM2: number): CalculatorQuery =>
  kind === 'floor'
    ? { kind, area: areaM2 }
    : { kind, walls: [{ width: areaM2, height: 1 }], doors: 0, windows: 0, coats: 2 };

/** "0,5 rollos cada 10 m²": the template's rule in the shopper's words. */
function ruleText(material: ProjectTemplate['materials'][number], tenant: Tenant, t: Translate): string {
  const keys = unitKeys(material.unit);
  const amount = t(material.quantity === 1 ? keys.one : keys.other, {
    count: formatQuantity(material.quantity, tenant.separator),
  });
  const key =
    material.per === 'fixed'
      ? 'projects.rule.fixed'
      : material.per === 'm2'
        ? 'projects.rule.perM2'
        : 'projects.rule.per10M2';
  return t(key, { quantity: amount });
}

export async function productProjects(
  handle: DatabaseHandle,
  tenant: Tenant,
  t: Translate,
  product: ProductDescription,
  search: URLSearchParams,
  zone: SearchZone,
  templates: readonly ProjectTemplate[],
  revisions: CatalogueRevisions,
): Promise<ProductProjectsView> {
  const say = (message: Message) => translateMessage(t, message);
  const unitPrice = product.price.status === 'priced' ? product.price.current.amount : null;
  const forProduct = calculatorProduct(product);

  const { calculator, estimate } = calculatorView(tenant, t, product, search);

  const area = forProduct ? null : readProjectArea(search, tenant.separator);
  const areaForm = area
    ? {
        typed: area.typed.area ?? '',
        error: area.sent && !area.ok ? (fieldMessages(area.errors, tenant, t).area ?? null) : null,
      }
    : null;
  const givenArea = estimate?.areaM2 ?? (area?.sent && area.ok ? area.areaM2 : null);

  const categoryIds = product.categories.map((category) => category.id);
  const applying = templates.filter((template) =>
    projectApplies(template, { categoryIds, calculator: product.calculator?.kind ?? null }),
  );
  const projects: ProjectView[] = [];
  const kind = applying.length > 0 ? await productKind(handle, revisions, tenant.tenant, product.id) : undefined;
  for (const template of applying) {
    const areaM2 = givenArea ?? template.defaultAreaM2;
    // The page's product takes the main line, counted by its calculator where it has one.
    let main: ProductEstimate | null = givenArea !== null ? estimate : null;
    if (main === null && forProduct) {
      const fallback = estimateForProduct(forProduct, defaultQuery(forProduct.kind, areaM2), tenant.separator, true);
      main = fallback.ok ? fallback.value : null;
    }
    // One material after the other: each passes over the products the lines before it took.
    const taken = new Set([product.id]);
    const lines: (ProjectLineView & { amount: number })[] = [];
    for (const material of template.materials) {
      // The page's product fills the main slot only when it is of the slot's kind: a cement
      // page's wall project keeps bricks in its "bricks" line.
      const ownLine = material.main && unitPrice !== null && kind !== undefined && isOfKind(material, kind);
      const counted = ownLine ? main : null;
      const quantity = counted ? counted.quantity : materialQuantity(material, areaM2);
      const resolved = ownLine
        ? {
            productId: product.id,
            skuId: product.selectedVariant.id,
            name: product.name,
            url: product.url,
            price: unitPrice,
            homeUnits: product.stock.homeDelivery.units,
            pickupOnly: product.shippingType === 'pickup_only',
          }
        : await resolveMaterial(handle, revisions, tenant, t, material, zone, taken, quantity);
      if (resolved) taken.add(resolved.productId);
      const keys = unitKeys(material.unit);
      const state = resolved ? projectLineState(resolved.homeUnits, quantity, resolved.pickupOnly) : null;
      lines.push({
        material: material.name,
        // Counted by the calculator: the product's own figure says how, not the template's rule.
        rule: counted && product.calculator ? product.calculator.message : ruleText(material, tenant, t),
        product: resolved ? { name: resolved.name, url: resolved.url, skuId: resolved.skuId } : null,
        main: ownLine,
        quantity,
        quantityText: counted
          ? say(counted.quantityMessage)
          : t(quantity === 1 ? keys.one : keys.other, { count: quantity }),
        price: resolved ? formatMoney(resolved.price, tenant) : null,
        unitPrice: resolved ? resolved.price : null,
        lineTotal: resolved ? formatMoney(resolved.price * quantity, tenant) : null,
        checked: state?.checked ?? false,
        disabled: state?.disabled ?? true,
        note: state?.note ? say(state.note) : null,
        // the total is what the form adds as it stands: the ticked lines
        amount: resolved && state?.checked ? resolved.price * quantity : 0,
      });
    }
    projects.push({
      id: template.id,
      title: template.title,
      summary: template.summary,
      areaText: formatQuantity(areaM2, tenant.separator),
      isDefaultArea: givenArea === null,
      lines: lines.map(({ amount: _, ...line }) => line),
      total: formatMoney(
        lines.reduce((sum, line) => sum + line.amount, 0),
        tenant,
      ),
    });
  }
  return { calculator, areaForm, projects };
}
