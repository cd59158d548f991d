import { SuggestionFlag } from '@storefront/contract/constants';
import { History, Package, Search, Store } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { HighlightedName } from './highlighted-name.tsx';
import type { SearchBoxState, SearchOption } from './use-search-box.ts';

const optionKey = (option: SearchOption) =>
  option.kind === 'history' ? `h-${option.keyword}` : `s-${option.suggestion.flag}-${option.suggestion.idx}`;

/** Marks each option's kind in the DOM (shop, goods, history): styling and browser tests read it. */
const optionKind = (option: SearchOption) =>
  option.kind === 'history' ? 'history' : option.suggestion.flag === SuggestionFlag.shop ? 'shop' : 'goods';

function OptionContent({ option }: { option: SearchOption }) {
  const { t } = useTranslation();
  if (option.kind === 'history') {
    return (
      <>
        <History size={16} aria-hidden="true" />
        <span className="search-box__option-text">{option.keyword}</span>
      </>
    );
  }
  const { suggestion } = option;
  const isShop = suggestion.flag === SuggestionFlag.shop;
  const Icon = isShop ? Store : suggestion.flag === SuggestionFlag.goods ? Package : Search;
  return (
    <>
      <Icon size={16} aria-hidden="true" />
      <span className="search-box__option-text">
        <HighlightedName name={suggestion.name} match={suggestion.match} />
      </span>
      {isShop && <span className="search-box__tag">{t('layout.search.shopTag')}</span>}
    </>
  );
}

/**
 * The listbox under the search input: the history (with its clear action) for an empty field,
 * the suggestions otherwise. Options keep the input focused, so the list stays open for the click.
 */
export function SearchOptions({
  box,
  listId,
  optionId,
}: {
  box: SearchBoxState;
  listId: string;
  optionId: (index: number) => string;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const isHistory = box.mode === 'history';
  return (
    <div className="search-box__panel">
      {isHistory && (
        <div className="search-box__panel-head">
          <span id={headingId} className="search-box__panel-title">
            {t('layout.search.history')}
          </span>
          <button type="button" className="search-box__clear" onClick={box.clearHistory}>
            {t('layout.search.clearHistory')}
          </button>
        </div>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={isHistory ? headingId : undefined}
        aria-label={isHistory ? undefined : t('layout.search.suggestions')}
        className="search-box__list"
      >
        {box.options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === box.activeIndex}
            className="search-box__option"
            data-kind={optionKind(option)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => box.pick(option)}
          >
            <OptionContent option={option} />
          </li>
        ))}
      </ul>
    </div>
  );
}
