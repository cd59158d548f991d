import { Code } from '@storefront/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../core/api-error.ts';
import type { UploadsService } from '../uploads/uploads-service.ts';
import { FINAL_REALNAME_STATUS, ID_PHOTO_VISIBILITY, maskIdNumber } from './realname-policy.ts';

import type { RealnameStatus, RealnameSubmission, RealnameView } from '@storefront/contract/api';

export type { RealnameStatus, RealnameSubmission, RealnameView };

export class RealnameService {
  constructor(
    private readonly db: Db,
    private readonly uploads: UploadsService,
  ) {}

  async inquiry(userIdx: number): Promise<RealnameView> {
    const row = await this.db
      .selectFrom('realname_verifications')
      .select(['real_name', 'id_number', 'photo', 'status'])
      .where('user_idx', '=', userIdx)
      .executeTakeFirst();
    if (!row) return { status: 'none' };
    return {
      status: row.status,
      realName: row.real_name,
      idNumberMasked: maskIdNumber(row.id_number),
      photo: row.photo,
    };
  }

  /**
   * Files (or re-files) the user's verification as pending review. The photo must be a private
   * upload of this same user (an identity document is never a public file); an approved
   * verification is final and cannot be replaced.
   */
  async submit(userIdx: number, submission: RealnameSubmission): Promise<RealnameView> {
    if (!(await this.uploads.isOwnUpload(userIdx, submission.photo, ID_PHOTO_VISIBILITY))) {
      throw ApiError.invalid('photo', 'photoNotUploaded');
    }
    // One statement, so a review approving it at the same moment cannot be overwritten.
    const row = await this.db
      .insertInto('realname_verifications')
      .values({
        user_idx: userIdx,
        real_name: submission.realName,
        id_number: submission.idNumber,
        photo: submission.photo,
        status: 'pending',
      })
      .onConflict((oc) =>
        oc
          .column('user_idx')
          .doUpdateSet({
            real_name: submission.realName,
            id_number: submission.idNumber,
            photo: submission.photo,
            status: 'pending',
            reviewed_by: null,
            updated_at: sql<Date>`now()`,
          })
          .where('realname_verifications.status', '<>', FINAL_REALNAME_STATUS),
      )
      .returning('user_idx')
      .executeTakeFirst();
    if (!row) throw new ApiError(Code.forbidden, 'realnameApproved');
    return {
      status: 'pending',
      realName: submission.realName,
      idNumberMasked: maskIdNumber(submission.idNumber),
      photo: submission.photo,
    };
  }
}
