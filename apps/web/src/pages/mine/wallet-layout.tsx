import { Outlet } from 'react-router';

export default function WalletLayout() {
  return <Outlet />;
}
