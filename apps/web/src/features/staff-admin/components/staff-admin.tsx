import type { AdminAccount, AdminGoods, AdminShop, Paging, StaffMember } from '@storefront/contract';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { QueryError } from '../../../components/listing/query-error.tsx';
import { parsePage, withParams } from '../../../components/listing/list-params.ts';
import { Pager } from '../../../components/listing/pager.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import {
  ADMIN_QUERY_KEY,
  ADMIN_SECTIONS,
  adminAction,
  useAccountSearch,
  useGoodsSearch,
  useShopSearch,
  useStaffActions,
  useStaffList,
  type AdminSection,
} from '../admin-api.ts';
import { ReasonDialog, type ReasonRequest } from './reason-dialog.tsx';
import '../staff-admin.css';

const parseSection = (value: string | null): AdminSection =>
  ADMIN_SECTIONS.find((section) => section === value) ?? 'staff';

/**
 * The console's admin view (/staff?view=admin, admins only): staff, accounts, shops, goods, and
 * the record of what admins did. The section, keyword and page live in the URL.
 */
export function StaffAdmin() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const section = parseSection(params.get('section'));
  const [request, setRequest] = useState<ReasonRequest | null>(null);
  const client = useQueryClient();
  /** Runs an action and refreshes every admin list once it is done. */
  const ask = (next: Omit<ReasonRequest, 'run'> & { run: (reason: string) => Promise<boolean> }) =>
    setRequest({
      ...next,
      run: async (reason) => {
        const done = await next.run(reason);
        if (done) await client.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
        return done;
      },
    });

  return (
    <section className="staff-admin" aria-labelledby="staff-admin-title">
      <h2 id="staff-admin-title" className="staff-admin__title">
        {t('staff.admin.title')}
      </h2>
      <nav className="tabs staff-admin__tabs" aria-label={t('staff.admin.sections')}>
        {ADMIN_SECTIONS.map((value) => (
          <Link
            key={value}
            to={{ search: withParams(params, { section: value === 'staff' ? null : value, page: null, kw: null }) }}
            className={`tabs__link${value === section ? ' tabs__link--current' : ''}`}
            aria-current={value === section ? 'page' : undefined}
          >
            {t(`staff.admin.section.${value}`)}
          </Link>
        ))}
      </nav>
      {section === 'staff' && <StaffSection ask={ask} />}
      {section === 'accounts' && <AccountsSection ask={ask} />}
      {section === 'shops' && <ShopsSection ask={ask} />}
      {section === 'goods' && <GoodsSection ask={ask} />}
      {section === 'activity' && <ActivitySection />}
      <ReasonDialog request={request} onClose={() => setRequest(null)} />
    </section>
  );
}

type Ask = (request: ReasonRequest) => void;

/** A list's loading, error, empty and filled states, with its pager. */
function Listing<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<{ rows: T[]; paging?: Paging } | T[]>;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (query.isPending)
    return (
      <p role="status" aria-busy="true" className="staff-admin__status">
        {t('common.loading')}
      </p>
    );
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  const rows = Array.isArray(data) ? data : data.rows;
  const paging = Array.isArray(data) ? undefined : data.paging;
  if (rows.length === 0) return <p className="staff-admin__status">{empty}</p>;
  return (
    <>
      {children(rows)}
      {paging && <Pager paging={paging} params={params} />}
    </>
  );
}

/** The keyword box of a section, kept in the URL (?kw=). */
function SearchBox({ label }: { label: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [kw, setKw] = useState(params.get('kw') ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setParams(new URLSearchParams(withParams(params, { kw: kw.trim(), page: null }).slice(1)));
  };
  return (
    <form role="search" className="staff-admin__search" onSubmit={submit}>
      <label htmlFor={`${id}-kw`}>{label}</label>
      <div className="staff-admin__search-row">
        <input id={`${id}-kw`} type="search" value={kw} maxLength={100} onChange={(e) => setKw(e.target.value)} />
        <button type="submit" className="button">
          <Search size={16} aria-hidden="true" /> {t('staff.admin.search')}
        </button>
      </div>
    </form>
  );
}

const useKwPage = () => {
  const [params] = useSearchParams();
  return { kw: (params.get('kw') ?? '').trim(), page: parsePage(params.get('page')) };
};

function StaffSection({ ask }: { ask: Ask }) {
  const { t } = useTranslation();
  const id = useId();
  const list = useStaffList();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'staff' | 'admin'>('staff');
  const [error, setError] = useState('');
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(t('staff.admin.staff.emailRequired'));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    ask({
      title: t(`staff.admin.staff.confirmAdd.${role}`, { email: address }),
      confirm: t('staff.admin.staff.add'),
      required: false,
      noReason: true,
      run: async () => {
        const done = await adminAction('admin/staff/set', { email: address, role });
        if (done) setEmail('');
        return done;
      },
    });
  };
  const change = (member: StaffMember, next: 'staff' | 'admin' | 'none') =>
    ask({
      title: t(`staff.admin.staff.confirm.${next}`, { name: member.name }),
      confirm: t(`staff.admin.staff.make.${next}`),
      required: false,
      noReason: true,
      run: () => adminAction('admin/staff/set', { idx: member.idx, role: next }),
    });
  return (
    <div className="staff-admin__section">
      <form className="staff-admin__add card" noValidate onSubmit={add}>
        <h3 className="staff-admin__subtitle">{t('staff.admin.staff.addTitle')}</h3>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('staff.admin.staff.email')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-email-error`}
            onChange={(event) => {
              setEmail(event.target.value);
              setError('');
            }}
          />
          <p id={`${id}-email-error`} className="field__error">
            {error}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-role`}>{t('staff.admin.staff.role')}</label>
          <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value as 'staff' | 'admin')}>
            <option value="staff">{t('staff.admin.role.staff')}</option>
            <option value="admin">{t('staff.admin.role.admin')}</option>
          </select>
        </div>
        <button type="submit" className="button button--primary">
          {t('staff.admin.staff.add')}
        </button>
      </form>
      <Listing query={list} empty={t('staff.admin.empty')}>
        {(rows: StaffMember[]) => (
          <ul className="staff-admin__list">
            {rows.map((member) => (
              <li key={member.idx} className="card staff-admin__row" data-testid="admin-staff-row">
                <div className="staff-admin__who">
                  <strong>{member.name}</strong>
                  <span>{member.email ?? '-'}</span>
                  <span className="staff-admin__badge">
                    {t(`staff.admin.role.${member.admin ? 'admin' : 'staff'}`)}
                  </span>
                </div>
                <div className="staff-admin__actions">
                  <button
                    type="button"
                    className="button"
                    onClick={() => change(member, member.admin ? 'staff' : 'admin')}
                  >
                    {t(`staff.admin.staff.make.${member.admin ? 'staff' : 'admin'}`)}
                    <span className="visually-hidden"> {member.name}</span>
                  </button>
                  <button type="button" className="button" onClick={() => change(member, 'none')}>
                    {t('staff.admin.staff.make.none')}
                    <span className="visually-hidden"> {member.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Listing>
    </div>
  );
}

function AccountsSection({ ask }: { ask: Ask }) {
  const { t } = useTranslation();
  const { kw, page } = useKwPage();
  const list = useAccountSearch(kw, page);
  const toggle = (account: AdminAccount) => {
    const disable = account.status === 'active';
    ask({
      title: t(`staff.admin.accounts.confirm.${disable ? 'disable' : 'enable'}`, { name: account.name }),
      confirm: t(`staff.admin.accounts.${disable ? 'disable' : 'enable'}`),
      required: disable,
      run: (reason) =>
        disable
          ? adminAction('admin/account/disable', { idx: account.idx, reason })
          : adminAction('admin/account/enable', { idx: account.idx, ...(reason ? { reason } : {}) }),
    });
  };
  return (
    <div className="staff-admin__section">
      <SearchBox label={t('staff.admin.accounts.search')} />
      <Listing query={list} empty={t('staff.admin.empty')}>
        {(rows: AdminAccount[]) => (
          <ul className="staff-admin__list">
            {rows.map((account) => (
              <li key={account.idx} className="card staff-admin__row" data-testid="admin-account-row">
                <div className="staff-admin__who">
                  <strong>{account.name}</strong>
                  <span>{account.email ?? account.phone ?? '-'}</span>
                  <span className="staff-admin__badge">
                    {t(`staff.admin.role.${account.admin ? 'admin' : account.role}`)}
                  </span>
                  <span className={`staff-admin__badge staff-admin__badge--${account.status}`}>
                    {t(`staff.admin.accounts.status.${account.status}`)}
                  </span>
                </div>
                {!account.admin && (
                  <div className="staff-admin__actions">
                    <button type="button" className="button" onClick={() => toggle(account)}>
                      {t(`staff.admin.accounts.${account.status === 'active' ? 'disable' : 'enable'}`)}
                      <span className="visually-hidden"> {account.name}</span>
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Listing>
    </div>
  );
}

function ShopsSection({ ask }: { ask: Ask }) {
  const { t } = useTranslation();
  const { kw, page } = useKwPage();
  const list = useShopSearch(kw, page);
  const toggle = (shop: AdminShop) => {
    const close = shop.status === 'open';
    ask({
      title: t(`staff.admin.shops.confirm.${close ? 'close' : 'reopen'}`, { name: shop.name }),
      confirm: t(`staff.admin.shops.${close ? 'close' : 'reopen'}`),
      required: close,
      run: (reason) =>
        close
          ? adminAction('admin/shop/close', { idx: shop.idx, reason })
          : adminAction('admin/shop/reopen', { idx: shop.idx, ...(reason ? { reason } : {}) }),
    });
  };
  return (
    <div className="staff-admin__section">
      <SearchBox label={t('staff.admin.shops.search')} />
      <Listing query={list} empty={t('staff.admin.empty')}>
        {(rows: AdminShop[]) => (
          <ul className="staff-admin__list">
            {rows.map((shop) => (
              <li key={shop.idx} className="card staff-admin__row" data-testid="admin-shop-row">
                <div className="staff-admin__who">
                  <strong>{shop.name}</strong>
                  <span>{t('staff.admin.shops.owner', { name: shop.ownerName })}</span>
                  <span className={`staff-admin__badge staff-admin__badge--${shop.status}`}>
                    {t(`staff.admin.shops.status.${shop.status}`)}
                  </span>
                  {shop.closedReason && <span className="staff-admin__reason">{shop.closedReason}</span>}
                </div>
                <div className="staff-admin__actions">
                  <button type="button" className="button" onClick={() => toggle(shop)}>
                    {t(`staff.admin.shops.${shop.status === 'open' ? 'close' : 'reopen'}`)}
                    <span className="visually-hidden"> {shop.name}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Listing>
    </div>
  );
}

function GoodsSection({ ask }: { ask: Ask }) {
  const { t } = useTranslation();
  const { kw, page } = useKwPage();
  const list = useGoodsSearch(kw, page);
  const takeDown = (goods: AdminGoods) =>
    ask({
      title: t('staff.admin.goods.confirm', { title: goods.title }),
      confirm: t('staff.admin.goods.takeDown'),
      required: true,
      run: (reason) => adminAction('admin/goods/takedown', { idx: goods.idx, reason }),
    });
  return (
    <div className="staff-admin__section">
      <SearchBox label={t('staff.admin.goods.search')} />
      <Listing query={list} empty={t('staff.admin.empty')}>
        {(rows: AdminGoods[]) => (
          <ul className="staff-admin__list">
            {rows.map((goods) => (
              <li key={goods.idx} className="card staff-admin__row" data-testid="admin-goods-row">
                <div className="staff-admin__who">
                  <strong>{goods.title}</strong>
                  <span>{goods.shopName}</span>
                  <span className="staff-admin__badge">{t(`staff.admin.goods.status.${goods.status}`)}</span>
                  {goods.takenDownReason && (
                    <span className="staff-admin__reason">
                      {t('staff.admin.goods.takenDown', { reason: goods.takenDownReason })}
                    </span>
                  )}
                </div>
                {!goods.takenDownReason && (
                  <div className="staff-admin__actions">
                    <button type="button" className="button" onClick={() => takeDown(goods)}>
                      {t('staff.admin.goods.takeDown')}
                      <span className="visually-hidden"> {goods.title}</span>
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </Listing>
    </div>
  );
}

function ActivitySection() {
  const { t } = useTranslation();
  const { page } = useKwPage();
  const list = useStaffActions(page);
  return (
    <div className="staff-admin__section">
      <Listing query={list} empty={t('staff.admin.activity.empty')}>
        {(rows) => (
          <ol className="staff-admin__list">
            {rows.map((action) => (
              <li key={action.idx} className="card staff-admin__row staff-admin__action" data-testid="admin-action-row">
                <p>
                  {t(`staff.admin.activity.action.${action.action.replace('.', '_')}`, {
                    actor: action.actorName,
                    target: action.targetName || `#${action.targetIdx}`,
                  })}
                </p>
                {action.reason && (
                  <p className="staff-admin__reason">{t('staff.admin.activity.why', { reason: action.reason })}</p>
                )}
                <time dateTime={action.createdAt}>{formatDateTime(action.createdAt)}</time>
              </li>
            ))}
          </ol>
        )}
      </Listing>
    </div>
  );
}
