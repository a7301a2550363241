import { t } from '../lib/i18n.ts';

type Option = { value: string; label: string };

type ProviderCategoryFieldsProps = {
  provider: string;
  category: string;
  providers: readonly Option[];
  categories: readonly Option[];
  onProvider: (code: string) => void;
  onCategory: (id: string) => void;
};

/** The "Nhà cung cấp" and "Danh mục" selects of the console's game filters ("Tất cả": none chosen). */
export function ProviderCategoryFields({ provider, category, providers, categories, onProvider, onCategory }: ProviderCategoryFieldsProps) {
  const f = t.gameReport;
  return (
    <>
      <label className="field">
        <span className="field__label">{f.provider}</span>
        <select className="field__input" value={provider} onChange={(e) => onProvider(e.target.value)}>
          <option value="">{f.all}</option>
          {providers.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{f.category}</span>
        <select className="field__input" value={category} onChange={(e) => onCategory(e.target.value)}>
          <option value="">{f.all}</option>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
