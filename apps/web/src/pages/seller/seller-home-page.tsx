import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useCurrentUser } from '../../api/session-store.ts';
import { SellerHomeCards } from '../../features/seller-home/public.ts';

/** /seller: the seller centre's home (the frame lets only a shop's owner this far). */
export default function SellerHomePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <>
      <h1 className="seller-page__title">{t('seller.home.title')}</h1>
      {user && <SellerHomeCards userIdx={user.idx} />}
    </>
  );
}
