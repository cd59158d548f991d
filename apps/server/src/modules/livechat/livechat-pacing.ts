import {
  Code,
  LIVE_BEGIN_SOCKET_LIMIT,
  LIVE_PAGE_THROTTLE_MS,
  TYPING_PREVIEW_MAX_CHARS,
  TYPING_THROTTLE_MS,
} from '@storefront/contract';
import { ApiError } from '../../core/api-error.ts';
import type { RateLimiter } from '../accounts/rate-limiter.ts';
import { TrailingThrottle, WindowLimit } from '../../serving/event-pacing.ts';
import type { RealtimeSocket } from '../../serving/socket-types.ts';

interface Typing {
  subjectIdx: number;
  inputing: boolean;
  text: string;
}

/**
 * How fast the live chat's chatty events are served (issue 19): typing at most once per
 * TYPING_THROTTLE_MS per socket and conversation (the latest kept, its preview cut to
 * TYPING_PREVIEW_MAX_CHARS), page changes once per LIVE_PAGE_THROTTLE_MS (the latest kept), and
 * begins counted per socket (here) and per shopper (in the database's counters, so every process
 * counts the same begins: issue 23), 4029 past either. Dropped events cost no database work and
 * write no log.
 */
export class LivechatPacing {
  private readonly typingThrottle = new TrailingThrottle<Typing>(TYPING_THROTTLE_MS);
  private readonly pageThrottle = new TrailingThrottle<string>(LIVE_PAGE_THROTTLE_MS);
  private readonly beginsPerSocket = new WindowLimit(LIVE_BEGIN_SOCKET_LIMIT.begins, LIVE_BEGIN_SOCKET_LIMIT.windowMs);

  /** `beginsPerMinute`: per shopper (LIVE_BEGIN_LIMIT), over every process. */
  constructor(
    private readonly beginsPerMinute: number,
    private readonly limiter: Pick<RateLimiter, 'hit'>,
  ) {}

  /** The typing event to pass on when its turn comes (its text cut), or null when it is dropped. */
  async typing(socket: RealtimeSocket, typing: Typing): Promise<Typing | null> {
    const text =
      typing.text.length > TYPING_PREVIEW_MAX_CHARS ? typing.text.slice(0, TYPING_PREVIEW_MAX_CHARS) : typing.text;
    return this.typingThrottle.take(socket, typing.subjectIdx, { ...typing, text });
  }

  /** The page to pass on when its turn comes, or null when a newer one replaced it. */
  page(socket: RealtimeSocket, subjectIdx: number, page: string): Promise<string | null> {
    return this.pageThrottle.take(socket, subjectIdx, page);
  }

  /** Counts a begin; 4029 past the socket's or the shopper's window. */
  async begin(socket: RealtimeSocket): Promise<void> {
    const { principal, guestId } = socket.data;
    const shopper = principal ? `user:${principal.idx}` : `guest:${guestId ?? socket.id}`;
    const allowed =
      this.beginsPerSocket.allow(socket.id) &&
      (await this.limiter.hit(`live:begin:${shopper}`, 60)) <= this.beginsPerMinute;
    if (!allowed) throw new ApiError(Code.tooManyRequests, 'tooManyRequests');
  }

  /** A socket left: its counters go (the throttles forget it on their own). */
  left(socket: RealtimeSocket): void {
    this.beginsPerSocket.forget(socket.id);
  }

  close(): void {
    this.typingThrottle.close();
    this.pageThrottle.close();
  }
}
