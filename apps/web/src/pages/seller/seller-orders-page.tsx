import { useCurrentUser } from '../../api/session-store.ts';
import { SellerOrdersBoard } from '../../features/seller-orders/seller-orders-board.tsx';
import '../../features/orders/orders.css';
import '../../features/orders/order-detail.css';
import '../../features/seller-orders/seller-orders.css';

/** /seller/orders (the seller centre's frame has made sure the user owns a shop). */
export default function SellerOrdersPage() {
  const user = useCurrentUser();
  return user ? <SellerOrdersBoard user={user} /> : null;
}
