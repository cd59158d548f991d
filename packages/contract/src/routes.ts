/**
 * The storefront's routes (spec 2.1, plus /realname, the /staff console and the /seller centre). The web router
 * builds its table from these paths; the server answers any other path with HTTP 404.
 */
export const RoutePath = {
  home: '/',
  checkout: '/checkout',
  category: '/category',
  goods: '/goods',
  goodsDetail: '/goods/detail',
  discounted: '/discounted',
  shop: '/shop/:idx',
  shopRecommend: '/shop/:idx/recommend',
  shopApplication: '/shop/application',
  credit: '/credit',
  signUp: '/user/sign/up',
  signIn: '/user/sign/in',
  dashboard: '/dashboard',
  mine: '/mine',
  wallet: '/mine/wallet',
  walletRecharge: '/mine/wallet/recharge',
  walletWithdrawal: '/mine/wallet/withdrawal',
  orders: '/mine/orders',
  orderDetail: '/mine/order/detail',
  orderReview: '/mine/order/review',
  favorites: '/mine/favorites',
  following: '/mine/following',
  settings: '/mine/settings',
  helpPrivacy: '/help/privacy',
  helpReturns: '/help/returns',
  helpShipping: '/help/shipping',
  helpSeller: '/help/seller',
  search: '/search',
  searchShop: '/search/shop',
  wapSearch: '/wap/search',
  realname: '/realname',
  staff: '/staff',
  // The seller centre (issue 20): a shop owner's own frame.
  seller: '/seller',
  sellerGoods: '/seller/goods',
  sellerGoodsNew: '/seller/goods/new',
  sellerGoodsEdit: '/seller/goods/:idx',
  sellerOrders: '/seller/orders',
  sellerShipping: '/seller/shipping',
  sellerEarnings: '/seller/earnings',
  sellerShop: '/seller/shop',
} as const;

const patterns = Object.values(RoutePath).map((path) => new RegExp(`^${path.replace(':idx', '\\d+')}/?$`));

/** True when a browser path is one of the storefront's pages (the shop idx is digits only). */
export function isKnownRoute(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}
