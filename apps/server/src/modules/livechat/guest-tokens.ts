import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';

/** The key of the database-kept secret in live_settings. */
const SECRET_KEY = 'guest_token_secret';
/** A guest id is a UUID; a token is `<guestId>.<base64url HMAC-SHA256 of it>`. */
const TOKEN_PATTERN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;
/** A token's last use is written at most this often (not on every call it makes). */
const USE_RESOLUTION_MS = 3600_000;

/**
 * Signed guest identities for the live chat (issue 13): a visitor's widget keeps its token, so the
 * conversation survives reloads, reconnects and a change of server process. The secret is
 * GUEST_TOKEN_SECRET when set, else one random secret kept in the database (created by the first
 * process to need it: insert-if-absent, then read), so every process on the database signs alike.
 * A token unused for `idleDays`, or retired (its conversations moved to an account on sign-in),
 * no longer verifies (live_guests, issue 19): the widget then asks for a new one.
 */
export class GuestTokens {
  private secret: Promise<Buffer> | null = null;

  constructor(
    private readonly db: Db,
    private readonly configured: string | undefined,
    private readonly idleDays = 30,
  ) {}

  private key(): Promise<Buffer> {
    this.secret ??= this.load().catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return this.secret;
  }

  private async load(): Promise<Buffer> {
    if (this.configured) return Buffer.from(this.configured, 'utf8');
    await this.db
      .insertInto('live_settings')
      .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('live_settings')
      .select('value')
      .where('key', '=', SECRET_KEY)
      .executeTakeFirstOrThrow();
    return Buffer.from(row.value, 'utf8');
  }

  private async sign(guestId: string): Promise<Buffer> {
    return createHmac('sha256', await this.key())
      .update(guestId)
      .digest();
  }

  /** A new guest identity's token. */
  async mint(): Promise<string> {
    const guestId = randomUUID();
    await this.db.insertInto('live_guests').values({ guest_id: guestId }).execute();
    return `${guestId}.${(await this.sign(guestId)).toString('base64url')}`;
  }

  /** The guest id a token names when its signature holds (compared in constant time), else null. */
  async verify(token: unknown): Promise<string | null> {
    if (typeof token !== 'string') return null;
    const match = TOKEN_PATTERN.exec(token);
    if (!match) return null;
    const [, guestId, signature] = match;
    if (guestId === undefined || signature === undefined) return null;
    const given = Buffer.from(signature, 'base64url');
    const expected = await this.sign(guestId);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return (await this.use(guestId)) ? guestId : null;
  }

  /** Records a use of a validly signed token; false when it is retired or was idle too long. */
  private async use(guestId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('live_guests')
      .select(['last_used_at', 'retired_at'])
      .where('guest_id', '=', guestId)
      .executeTakeFirst();
    const now = Date.now();
    if (!row) {
      // Signed before uses were recorded: in use from now on.
      await this.db
        .insertInto('live_guests')
        .values({ guest_id: guestId })
        .onConflict((oc) => oc.column('guest_id').doNothing())
        .execute();
      return true;
    }
    if (row.retired_at !== null) return false;
    const idle = now - row.last_used_at.getTime();
    if (idle > this.idleDays * 86_400_000) return false;
    if (idle > USE_RESOLUTION_MS)
      await this.db
        .updateTable('live_guests')
        .set({ last_used_at: new Date(now) })
        .where('guest_id', '=', guestId)
        .execute();
    return true;
  }

  /** Retires a guest's token: its conversations became an account's (sign-in); it verifies no more. */
  async retire(guestId: string): Promise<void> {
    await this.db
      .insertInto('live_guests')
      .values({ guest_id: guestId, retired_at: new Date() })
      .onConflict((oc) => oc.column('guest_id').doUpdateSet({ retired_at: new Date() }))
      .execute();
  }
}
