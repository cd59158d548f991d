import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RoutePath } from '@storefront/contract/routes';
import { PackageX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { Link, useNavigate } from 'react-router';
import { categoriesQuery } from '../../../api/get-categories.ts';
import { notify } from '../../../components/dialogs/message-store.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { isNotFound, LoadError } from '../../../components/listing/list-states.tsx';
import { PageSkeleton } from '../../../components/page-skeleton.tsx';
import {
  deleteGoods,
  saveGoods,
  SELLER_GOODS_DETAIL_KEY,
  SELLER_GOODS_KEY,
  sellerGoodsDetailQuery,
} from '../api/seller-goods.ts';
import { detailToForm, emptyGoodsForm } from '../goods-form-mapping.ts';
import { formFieldPath, formToPayload, type GoodsFormValues } from '../goods-form-rules.ts';
import type { SaveOutcome } from '../use-goods-form.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { GoodsForm } from './goods-form.tsx';
import { goodsEditHref } from './seller-goods-list.tsx';

interface GoodsEditorProps {
  /** The product edited; null for a new one. */
  idx: number | null;
}

/** The product form with its data: a new product, or a saved one loaded first. */
export function GoodsEditor({ idx }: GoodsEditorProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const categories = useQuery(categoriesQuery());
  const detail = useQuery({ ...sellerGoodsDetailQuery(idx ?? 0), enabled: idx !== null });
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (idx !== null && detail.isPending) return <PageSkeleton />;
  if (idx !== null && detail.isError) {
    if (isNotFound(detail.error))
      return (
        <EmptyState
          icon={PackageX}
          title={t('seller.goods.form.notFound')}
          action={
            <Link to={RoutePath.sellerGoods} className="button button--primary">
              {t('seller.goods.form.backToList')}
            </Link>
          }
        />
      );
    return <LoadError onRetry={() => void detail.refetch()} />;
  }

  const save = async (values: GoodsFormValues): Promise<SaveOutcome> => {
    const answer = await saveGoods(formToPayload(values, idx));
    if (!answer.ok) return { ok: false, field: answer.field && formFieldPath(answer.field), message: answer.message };
    notify.success(t('seller.goods.form.saved'));
    void client.invalidateQueries({ queryKey: [SELLER_GOODS_KEY] });
    void client.invalidateQueries({ queryKey: [SELLER_GOODS_DETAIL_KEY] });
    // A new product: its address is now its own (after the form has marked itself saved).
    if (idx === null) queueMicrotask(() => navigate(goodsEditHref(answer.idx), { replace: true }));
    return { ok: true };
  };

  const remove = async () => {
    setConfirmDelete(false);
    if (idx === null) return;
    const outcome = await deleteGoods(idx);
    if (!outcome.ok) {
      notify.error(outcome.message);
      return;
    }
    notify.success(t('seller.goods.form.deleted'));
    void client.invalidateQueries({ queryKey: [SELLER_GOODS_KEY] });
    void navigate(RoutePath.sellerGoods);
  };

  const loaded = idx !== null ? detail.data : undefined;
  return (
    <>
      <GoodsForm
        // A different product (or the new one saved) starts the form afresh.
        key={loaded ? `${loaded.idx}` : 'new'}
        initial={loaded ? detailToForm(loaded) : emptyGoodsForm()}
        shopLang={loaded?.lang ?? null}
        categories={categories.data ?? []}
        takenDownReason={loaded?.takenDownReason ?? null}
        save={save}
        onDelete={idx !== null ? () => setConfirmDelete(true) : undefined}
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('seller.goods.form.deleteTitle')}
        text={t('seller.goods.form.deleteText')}
        confirmLabel={t('seller.goods.form.deleteConfirm')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </>
  );
}
