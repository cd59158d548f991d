import { sql, type Kysely } from 'kysely';

/**
 * Where goods ship from (spec 3: a cart item carries its `warehouseIdx`). Every shop has at least
 * one warehouse and every product ships from one of its shop's: a new shop gets a main warehouse
 * and a new product its shop's first one, by trigger, so no code path that makes shops or goods
 * can forget. Existing shops and goods get theirs here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
create table warehouses (
  idx serial primary key,
  shop_idx integer not null references shops(idx),
  name text not null,
  city text not null default '',
  country text not null default '',
  created_at timestamptz not null default now()
);
create index warehouses_shop on warehouses(shop_idx, idx);
alter table goods add column warehouse_idx integer references warehouses(idx);

create function shop_main_warehouse() returns trigger language plpgsql as $$
begin
  insert into warehouses (shop_idx, name) values (new.idx, 'Main warehouse');
  return new;
end $$;
create trigger shop_main_warehouse after insert on shops
  for each row execute function shop_main_warehouse();

create function goods_default_warehouse() returns trigger language plpgsql as $$
begin
  if new.warehouse_idx is null then
    select w.idx into new.warehouse_idx from warehouses w where w.shop_idx = new.shop_idx order by w.idx limit 1;
  end if;
  return new;
end $$;
create trigger goods_default_warehouse before insert on goods
  for each row execute function goods_default_warehouse();

insert into warehouses (shop_idx, name) select idx, 'Main warehouse' from shops order by idx;
update goods g set warehouse_idx = w.idx from warehouses w where w.shop_idx = g.shop_idx;
`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `
drop trigger if exists goods_default_warehouse on goods;
drop function if exists goods_default_warehouse;
drop trigger if exists shop_main_warehouse on shops;
drop function if exists shop_main_warehouse;
alter table goods drop column if exists warehouse_idx;
drop table if exists warehouses;
`,
    )
    .execute(db);
}
