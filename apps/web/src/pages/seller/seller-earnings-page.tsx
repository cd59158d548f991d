import { useCurrentUser } from '../../api/session-store.ts';
import { EarningsBoard } from '../../features/seller-orders/earnings-board.tsx';
import '../../features/seller-orders/seller-orders.css';

/** /seller/earnings (the seller centre's frame has made sure the user owns a shop). */
export default function SellerEarningsPage() {
  const user = useCurrentUser();
  return user ? <EarningsBoard user={user} /> : null;
}
