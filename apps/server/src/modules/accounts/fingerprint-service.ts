import type { Fingerprint } from '@storefront/contract';
import type { Db } from '../../db/database.ts';

/**
 * Stores device fingerprints (spec 3). `cookieless` is true when a visitor with no session
 * sends an id never seen before: the client then repeats once (spec 4), so a stable id is
 * recorded twice and an unstable one is told apart from a returning device.
 */
export class FingerprintService {
  constructor(private readonly db: Db) {}

  async record(fingerprint: Fingerprint, userIdx: number | null, ip: string): Promise<{ cookieless: boolean }> {
    const seen = await this.db
      .selectFrom('device_fingerprints')
      .select('idx')
      .where('fingerprint_id', '=', fingerprint.id)
      .limit(1)
      .executeTakeFirst();
    await this.db
      .insertInto('device_fingerprints')
      .values({
        fingerprint_id: fingerprint.id,
        user_idx: userIdx,
        ua: fingerprint.ua,
        lang: fingerprint.lang,
        utc: fingerprint.utc,
        timezone: fingerprint.timezone,
        dpr: fingerprint.dpr,
        ram: fingerprint.ram,
        ccore: fingerprint.ccore,
        sw: fingerprint.sw,
        sh: fingerprint.sh,
        platform: fingerprint.platform,
        lies: JSON.stringify(fingerprint.lies),
        ip,
      })
      .execute();
    return { cookieless: userIdx === null && !seen };
  }
}
