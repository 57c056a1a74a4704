import { UPLOAD_QUOTA } from '@steel-epd/contract';
import { appError } from '../../../platform/errors.ts';
import { type Limiter, limitKey } from '../../../platform/limits/limiter.ts';

/** The limiter's counters of a user's uploads today. */
export const uploadQuotaKeys = {
  files: (subject: number | string) => limitKey('upload.files', subject),
  bytes: (subject: number | string) => limitKey('upload.bytes', subject),
};

/** Each uploader's daily quota of files and bytes (UPLOAD_QUOTA), counted by the limiter. */
export const uploadQuota = (limiter: Limiter) => {
  const { filesPerDay, bytesPerDay, windowMs } = UPLOAD_QUOTA;
  return {
    /**
     * A file counts against the day's files when its bytes start to be read (a refused file
     * too: reading it was work), and is refused at once when the day's bytes are already spent.
     */
    async takeFile(subject: number | string) {
      const files = await limiter.hit(uploadQuotaKeys.files(subject), filesPerDay, windowMs);
      if (!files.allowed) throw appError('UPLOAD_DAILY_FILES', { retryAfterS: files.retryAfterMs / 1000 });
      const bytes = await limiter.peek(uploadQuotaKeys.bytes(subject));
      if (bytes.count >= bytesPerDay)
        throw appError('UPLOAD_DAILY_BYTES', { retryAfterS: bytes.retryAfterMs / 1000 });
    },

    /**
     * The stored size is taken from the day's bytes (take-then-check, so parallel uploads cannot
     * pass the cap together); a file that does not fit is given back and not kept.
     */
    async takeBytes(subject: number | string, size: number) {
      const key = uploadQuotaKeys.bytes(subject);
      const bytes = await limiter.hit(key, bytesPerDay, windowMs, size);
      if (bytes.allowed) return;
      await limiter.giveBack(key, size);
      throw appError('UPLOAD_DAILY_BYTES', { retryAfterS: bytes.retryAfterMs / 1000 });
    },

    /** Gives back the bytes of a file that was not kept. */
    giveBackBytes: (subject: number | string, size: number) =>
      limiter.giveBack(uploadQuotaKeys.bytes(subject), size),
  };
};
