import { sql, type Kysely } from 'kysely';

/**
 * A seller's goods (issue 20 point 1): whether an order names a product or one of its SKUs is
 * asked on every seller detail, delete and SKU removal, and a SKU's or product's delete checks
 * order_items' foreign keys; both want order_items indexed by goods and by SKU rather than read
 * whole.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
create index order_items_goods on order_items(goods_idx);
create index order_items_sku on order_items(sku_idx);
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`drop index if exists order_items_sku; drop index if exists order_items_goods;`).execute(db);
}
