import { z } from 'zod';
import { emptySchema } from '../accounts.ts';
import { LANGUAGES } from '../constants.ts';
import { displayNameSchema } from '../display-name.ts';
import { endpoint } from './endpoint.ts';

/** A shop's name: as long as an application's (shop/application/submit). */
export const SHOP_NAME_MIN = 2;
export const SHOP_NAME_MAX = 60;
export const SHOP_DESCRIPTION_MAX = 2000;
const IMAGE_URL_MAX = 500;

/** The shop's profile as its owner edits it at /seller/shop. */
export const sellerShopSchema = z.object({
  idx: z.number().int().positive(),
  name: z.string(),
  logo: z.string(),
  banner: z.string(),
  description: z.string(),
  lang: z.enum(LANGUAGES),
  onHoliday: z.boolean(),
});
export type SellerShop = z.infer<typeof sellerShopSchema>;

/** What seller/shop/save takes: the whole profile (logo and banner: the owner's own uploads, or the current ones). */
export const sellerShopSaveSchema = z.strictObject({
  name: displayNameSchema(SHOP_NAME_MIN, SHOP_NAME_MAX),
  logo: z.string().trim().max(IMAGE_URL_MAX),
  banner: z.string().trim().max(IMAGE_URL_MAX),
  description: z.string().trim().max(SHOP_DESCRIPTION_MAX),
  lang: z.enum(LANGUAGES),
  onHoliday: z.boolean(),
});
export type SellerShopSave = z.input<typeof sellerShopSaveSchema>;

export const sellerShopApi = {
  detail: endpoint({
    path: 'seller/shop/detail',
    summary: "The caller's own shop profile: name, logo, banner, description, language, closed for holidays.",
    notes: '4003 (`notASeller`) for a caller who owns no shop.',
    access: 'user',
    payload: emptySchema,
    data: sellerShopSchema,
  }),
  save: endpoint({
    path: 'seller/shop/save',
    summary:
      "Saves the caller's shop profile. A renamed shop is found by its new name in the header search at once (every process).",
    notes:
      '4000 naming the field: `name` (2 to 60 characters; `shopNameTaken` when another shop has it or a look-alike of it), `logo` / `banner` (not an image the caller uploaded, nor the current one), `description`, `lang`. 4003 (`notASeller`) for a caller who owns no shop. Nothing is changed on a refusal.',
    access: 'user',
    payload: sellerShopSaveSchema,
    data: sellerShopSchema,
  }),
};
