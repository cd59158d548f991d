import type { GoodsCard } from '@storefront/contract';
import type { Db } from '../../db/database.ts';
import { userCards, userIdxsNamedLike } from '../accounts/users-repository.ts';
import { goodsCardOnSale, openShopHead, shopHeads, shopIdxsNamedLike } from '../catalog/shops-repository.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';

/*
 * Everything private messages read of other modules' data, in one place, each through the
 * owning module: the people (accounts) and shops (catalog) of a conversation, the product of a
 * goods card (catalog), and upload ownership (uploads). The rest of modules/pm reads only its
 * own tables (pm_subjects, pm_messages, pm_positions, pm_changes).
 */

/** A shop as a conversation needs it. */
export interface ChatShop {
  idx: number;
  ownerIdx: number;
  name: string;
  logo: string;
}

/** A person as a conversation shows them. */
export interface ChatPerson {
  idx: number;
  name: string;
  avatar: string;
}

/** A product as a goods card shows it, with the shop that sells it. */
export interface ChatGoods extends GoodsCard {
  shopIdx: number;
}

/** A name search as subqueries of shop and user idx, and the ILIKE pattern it uses. */
export interface PartiesNamed {
  pattern: string;
  shops: ReturnType<typeof shopIdxsNamedLike>;
  people: ReturnType<typeof userIdxsNamedLike>;
}

export class PmParties {
  constructor(
    private readonly db: Db,
    private readonly uploads: Pick<UploadsService, 'isOwnUpload'>,
  ) {}

  /** An open shop one can write to, or null. */
  shop(shopIdx: number): Promise<ChatShop | null> {
    return openShopHead(this.db, shopIdx);
  }

  /** Shops by idx, as a conversation's buyer sees the other side (closed ones too: old conversations stay readable). */
  shops(shopIdxs: readonly number[]): Promise<Map<number, ChatShop>> {
    return shopHeads(this.db, shopIdxs);
  }

  /** People by idx, as a conversation's seller sees the other side. */
  async people(userIdxs: readonly number[]): Promise<Map<number, ChatPerson>> {
    const cards = await userCards(this.db, userIdxs);
    return new Map([...cards].map(([idx, card]) => [idx, { idx, ...card }]));
  }

  /**
   * The subqueries of a name search (pm/subject/list `kw`): the shops and the people whose name
   * holds `kw`, in any case (its % and _ match themselves).
   */
  named(kw: string): PartiesNamed {
    const pattern = `%${kw.replace(/[\\%_]/g, '\\$&')}%`;
    return { pattern, shops: shopIdxsNamedLike(this.db, pattern), people: userIdxsNamedLike(this.db, pattern) };
  }

  /** A product on sale as its card shows it now: the price is the discount price when there is one. */
  goods(goodsIdx: number): Promise<ChatGoods | null> {
    return goodsCardOnSale(this.db, goodsIdx);
  }

  /** Whether `url` is a picture this user uploaded to this site (private, as chat pictures are, or public). */
  async isOwnPicture(userIdx: number, url: string): Promise<boolean> {
    return (
      (await this.uploads.isOwnUpload(userIdx, url, 'private')) ||
      (await this.uploads.isOwnUpload(userIdx, url, 'public'))
    );
  }
}
