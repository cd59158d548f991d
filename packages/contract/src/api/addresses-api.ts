import { z } from 'zod';
import { emptySchema } from '../accounts.ts';
import { idxPayloadSchema } from '../catalog.ts';
import { addressSchema, addressViewSchema } from '../commerce.ts';
import { endpoint } from './endpoint.ts';

/** The caller's address book (checkout, /mine/address). */
export const addressesApi = {
  list: endpoint({
    path: 'address/list',
    summary: "The caller's address book, the default first.",
    access: 'user',
    payload: emptySchema,
    data: z.array(addressViewSchema),
  }),
  save: endpoint({
    path: 'address/save',
    summary:
      "Adds an address, or edits one of the caller's (`idx`). One default per user: the first address is it; `isDefault` moves it.",
    notes:
      "`data`: the saved address. 4000 naming the field with the spec's messages: name 'Please fill in the name', phone 'Malformed phone number', area 'Please select a receiving area', address 'Address can not be empty'. 4004 for someone else's idx.",
    access: 'user',
    payload: addressSchema,
    data: addressViewSchema,
  }),
  delete: endpoint({
    path: 'address/delete',
    summary: "Removes one of the caller's addresses; the newest other one becomes the default if it was.",
    notes: "`data`: the removed idx. 4004 when it is not one of the caller's.",
    access: 'user',
    payload: idxPayloadSchema,
    data: z.object({ idx: z.number().int().positive() }),
  }),
};
