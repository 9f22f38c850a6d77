import { factsOf, type ProductFactValues } from '@farmai/contracts';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/**
 * A product's measured facts (PRODUCT_FACTS), as rows of a description list: each named in the
 * reader's language, its value in their digits and unit ("Shelf life 24 months", "মেয়াদকাল ২৪ মাস").
 * Nothing for a fact the product does not state.
 */
export function ProductFactRows({ product }: { product: ProductFactValues }) {
  const language = useLanguage();
  return factsOf(product).map(({ key, fact, value }) => (
    <div key={key} className="flex items-center gap-2">
      <dt className="text-muted-foreground">{fact.label[language]}</dt>
      <dd className="font-semibold">
        {formatNumber(
          value,
          fact.unit === null
            ? { maximumFractionDigits: 2 }
            : {
                style: 'unit',
                unit: fact.unit,
                unitDisplay: fact.unit === 'percent' ? 'short' : 'long',
                maximumFractionDigits: 2,
              },
        )}
      </dd>
    </div>
  ));
}
