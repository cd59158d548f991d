import {
  CART_ADD_ADDED,
  CART_ADD_DUPLICATE,
  CART_ADD_MISSING_SKU,
  CART_QUANTITY_MIN,
} from '@storefront/contract/constants';
import { RoutePath } from '@storefront/contract/routes';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import { useCartStore, type CartAddCode } from '../../cart/public.ts';
import { notify } from '../../../components/dialogs/message-store.ts';
import type { GoodsDetailView } from './goods-detail-types.ts';
import {
  dimensionValueOf,
  findSku,
  firstMissingDimension,
  initialChoices,
  selectedValuesOf,
  type Choices,
} from './sku-selection.ts';

export interface Purchase {
  choices: Choices;
  choose(dimension: number, value: number): void;
  /** The sku of a complete choice (the product's only sku when it has no dimensions). */
  sku: ReturnType<typeof findSku>;
  /** The dimension the shopper was last told to choose, highlighted until chosen. */
  missing: number;
  quantity: number;
  setQuantity(quantity: number): void;
  /** What can be bought now: the sku's stock once chosen, else the product's. */
  stock: number;
  /** The current price pair: the sku's once chosen, else the product's (its lowest). */
  price: number;
  discountPrice: number | null;
  addToCart(): CartAddCode | null;
  buyNow(): void;
}

/** The buy box's state: the sku choice, the quantity, and the add-to-cart and buy-now actions. */
export function usePurchase(goods: GoodsDetailView): Purchase {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [choices, setChoices] = useState<Choices>(() => initialChoices(goods.dimensions, goods.skus));
  const [missing, setMissing] = useState(-1);
  const [rawQuantity, setRawQuantity] = useState(CART_QUANTITY_MIN);

  const sku = useMemo(() => findSku(goods.skus, dimensionValueOf(choices, goods.dimensions.length)), [goods, choices]);
  const stock = sku ? sku.stock : goods.stock;
  // Changing the sku can lower the stock under the quantity already typed: the cap follows it.
  const quantity = Math.max(CART_QUANTITY_MIN, Math.min(rawQuantity, Math.max(stock, CART_QUANTITY_MIN)));

  const choose = (dimension: number, value: number) => {
    setChoices((current) => current.map((choice, index) => (index === dimension ? value : choice)));
    if (dimension === missing) setMissing(-1);
  };

  const addToCart = (): CartAddCode | null => {
    const gap = firstMissingDimension(goods.dimensions.length, choices);
    if (gap >= 0) {
      setMissing(gap);
      notify.error(t('cart.chooseDimension', { name: goods.dimensions[gap]!.name }));
      return null;
    }
    if (sku && sku.stock <= 0) {
      notify.error(t('catalog.detail.stock.soldOutNotice'));
      return null;
    }
    const code = useCartStore.getState().add({
      idx: goods.idx,
      // The cost only comes with the site config's fake flag, for the drawer's purchase amount.
      sku: sku && {
        idx: sku.idx,
        price: sku.price,
        discountPrice: sku.discountPrice,
        stock: sku.stock,
        ...(sku.cost === undefined ? {} : { cost: sku.cost }),
      },
      title: goods.title,
      urlCover: goods.urlCover,
      shopIdx: goods.shop.idx,
      warehouseIdx: goods.warehouse.idx,
      dimensions: goods.dimensions.map((dimension) => dimension.name),
      selectedValues: selectedValuesOf(goods.dimensions, choices),
      quantity,
    });
    if (code === CART_ADD_ADDED) notify.success(t('cart.added'));
    else if (code === CART_ADD_DUPLICATE) notify.info(t('cart.alreadyInCart'));
    else if (code === CART_ADD_MISSING_SKU) notify.error(t('cart.chooseSku'));
    return code;
  };

  const buyNow = () => {
    const code = addToCart();
    if (code === CART_ADD_ADDED || code === CART_ADD_DUPLICATE) void navigate(RoutePath.checkout);
  };

  return {
    choices,
    choose,
    sku,
    missing,
    quantity,
    setQuantity: setRawQuantity,
    stock,
    price: sku ? sku.price : goods.price,
    discountPrice: sku ? sku.discountPrice : goods.discountPrice,
    addToCart,
    buyNow,
  };
}
