import { DEFAULT_LANG, isLanguage } from '@storefront/contract/constants';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { notify } from '../../components/dialogs/message-store.ts';
import { changeLanguage } from '../../lib/i18n/i18n.ts';
import { htmlLang, useLanguageOptions } from '../../lib/i18n/language-options.ts';
import { whenSettled } from '../../lib/when-settled.ts';
import { useFlags } from './use-flags.ts';
import './language-switcher.css';

/**
 * The flags are fetched on the visitor's first move or after a few quiet seconds (or when the menu
 * opens): a first visit does not download them, and the button keeps its flag's place meanwhile.
 */
function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
}

/** The header's language menu (spec 2.2): choosing loads the pack, stores it and reloads. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const options = useLanguageOptions();
  const currentCode = i18n.language;
  const current = options.find((o) => o.code === currentCode) ?? options.find((o) => o.code === DEFAULT_LANG);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [switching, setSwitching] = useState(false);
  const flags = useFlags(useSettled() || open);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  // Focus follows the active item while the menu is open (the menu button pattern).
  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]')[active]?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const openMenu = (index = Math.max(0, options.indexOf(current!))) => {
    setActive(index);
    setOpen(true);
  };
  const closeMenu = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = async (code: string) => {
    closeMenu();
    if (code === currentCode || !isLanguage(code)) return;
    setSwitching(true);
    try {
      await changeLanguage(code);
    } catch {
      setSwitching(false);
      notify.error(t('layout.header.languageFailed'));
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? options.length - 1 : undefined);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = options.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active >= last ? 0 : active + 1,
      ArrowUp: active <= 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const name = current?.name ?? currentCode;
  return (
    <div className="language-switcher" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="language-switcher__button"
        aria-label={t('layout.header.language', { name })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={switching || undefined}
        disabled={switching}
        onClick={() => (open ? setOpen(false) : openMenu())}
        onKeyDown={onButtonKeyDown}
      >
        {flags && current ? <flags.Flag iso={current.value} /> : <span className="flag flag--placeholder" />}
        <span className="language-switcher__name" lang={htmlLang(currentCode)}>
          {name}
        </span>
        <ChevronDown size={16} aria-hidden="true" className="language-switcher__chevron" />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('layout.header.languageMenu')}
          className="language-switcher__menu"
          onKeyDown={onMenuKeyDown}
        >
          {options.map((option, index) => {
            const isCurrent = option.code === currentCode;
            return (
              <li key={option.code} role="none">
                <button
                  type="button"
                  role="menuitemradio"
                  aria-checked={isCurrent}
                  aria-current={isCurrent ? 'true' : undefined}
                  tabIndex={index === active ? 0 : -1}
                  className="language-switcher__item"
                  lang={htmlLang(option.code)}
                  onClick={() => void choose(option.code)}
                  onMouseEnter={() => setActive(index)}
                >
                  {flags ? <flags.Flag iso={option.value} /> : <span className="flag flag--placeholder" />}
                  <span className="language-switcher__item-name">{option.name}</span>
                  {isCurrent && <Check size={16} aria-hidden="true" className="language-switcher__check" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
