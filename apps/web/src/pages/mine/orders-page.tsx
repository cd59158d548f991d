import { useCurrentUser } from '../../api/session-store.ts';
import { OrdersBoard } from '../../features/orders/components/orders-board.tsx';
import '../../features/orders/orders.css';

/** /mine/orders (the account layout has already made sure someone is signed in). */
export default function OrdersPage() {
  const user = useCurrentUser();
  return user ? <OrdersBoard user={user} /> : null;
}
