import { Mail, Smartphone } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import type { SignUpMethod } from '../../components/form/validation.ts';

const METHODS: readonly SignUpMethod[] = ['email', 'phone'];
const ICONS = { email: Mail, phone: Smartphone } as const;

export const tabId = (prefix: string, method: SignUpMethod) => `${prefix}-tab-${method}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

interface MethodTabsProps {
  idPrefix: string;
  value: SignUpMethod;
  onChange: (method: SignUpMethod) => void;
}

/**
 * Email / Phone tabs with the ARIA tabs pattern: one tab stop (roving tabindex), arrows, Home
 * and End move and select; both tabs control the one panel holding the form.
 */
export function MethodTabs({ idPrefix, value, onChange }: MethodTabsProps) {
  const { t } = useTranslation();
  const refs = useRef<Partial<Record<SignUpMethod, HTMLButtonElement | null>>>({});

  function select(method: SignUpMethod) {
    onChange(method);
    refs.current[method]?.focus();
  }

  function handleKeyDown(event: KeyboardEvent) {
    const index = METHODS.indexOf(value);
    const last = METHODS.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(METHODS[target]!);
  }

  return (
    <div className="auth-tabs" role="tablist" aria-label={t('auth.form.methodLabel')} onKeyDown={handleKeyDown}>
      {METHODS.map((method) => {
        const Icon = ICONS[method];
        const selected = method === value;
        return (
          <button
            key={method}
            ref={(element) => {
              refs.current[method] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, method)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix)}
            tabIndex={selected ? 0 : -1}
            className="auth-tabs__tab"
            onClick={() => select(method)}
          >
            <Icon size={16} aria-hidden="true" />
            {t(method === 'email' ? 'auth.form.tabEmail' : 'auth.form.tabPhone')}
          </button>
        );
      })}
    </div>
  );
}
