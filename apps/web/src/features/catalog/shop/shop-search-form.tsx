import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * Searches this shop's goods: the keyword goes into the goods tab's URL (`/shop/{idx}?kw=`), so
 * the filtered list is a link like any other; an empty keyword shows all the shop's goods again.
 */
export function ShopSearchForm({ shopIdx }: { shopIdx: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlKeyword = params.get('kw') ?? '';
  const [keyword, setKeyword] = useState(urlKeyword);
  const [shownUrlKeyword, setShownUrlKeyword] = useState(urlKeyword);
  const inputId = useId();

  // Follows the URL (back button, 'clear' link) without overwriting what is being typed otherwise.
  if (urlKeyword !== shownUrlKeyword) {
    setShownUrlKeyword(urlKeyword);
    setKeyword(urlKeyword);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = keyword.trim();
    void navigate(trimmed ? `/shop/${shopIdx}?kw=${encodeURIComponent(trimmed)}` : `/shop/${shopIdx}`);
  };

  return (
    <form role="search" aria-label={t('catalog.shop.searchLabel')} className="shop-search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('catalog.shop.searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        name="kw"
        className="shop-search__input"
        value={keyword}
        placeholder={t('catalog.shop.searchPlaceholder')}
        maxLength={100}
        enterKeyHint="search"
        onChange={(event) => setKeyword(event.target.value)}
      />
      <button type="submit" className="shop-search__submit">
        <Search size={16} aria-hidden="true" />
        <span className="visually-hidden">{t('catalog.shop.searchSubmit')}</span>
      </button>
    </form>
  );
}
