/** Business constants of spec section 9, named as the spec names them. */
export const TODO_POLL_INTERVAL_MS = 1000;
export const REFRESH_TOKEN_RESEND_MS = 300_000;
export const LIVE_CHAT_PAGE_SIZE = 10;
export const PM_MESSAGE_PAGE_SIZE = 20;
/** The subject pager decides "no more pages" with 10 per page, not the message size of 20. */
export const PM_SUBJECT_PAGE_SIZE = 10;
export const TIME_LABEL_GAP_MS = 5 * 60 * 1000;
export const SUGGESTION_MIN_CHARS = 2;
export const DEFAULT_LANG = 'en';
export const EMOJI_COUNT = 80;
export const EMOJI_COLUMNS = 8;
export const EMOJI_IMAGE_HEIGHT = 40;
export const EMOJI_PANEL_HEIGHT = 160;
export const TYPING_THROTTLE_MS = 100;
/** The typing preview an agent sees: longer drafts are cut to this many characters (issue 19). */
export const TYPING_PREVIEW_MAX_CHARS = 500;
/** The shopper's page reaches the console at most once per this interval (the latest one). */
export const LIVE_PAGE_THROTTLE_MS = 1000;
/** `liveChat.begin` per socket per window (per shopper: the server's LIVE_BEGIN_LIMIT per minute). */
export const LIVE_BEGIN_SOCKET_LIMIT = { begins: 5, windowMs: 10_000 };
export const MOBILE_BREAKPOINT = 640;
export const LARGE_SCREEN_BREAKPOINT = 1024;
export const RESIZE_DEBOUNCE_MS = 150;
export const IMAGE_MAX_WIDTH = 2048;
export const IMAGE_MAX_HEIGHT = 1536;
export const IMAGE_QUALITY = 0.8;
export const PNG_TO_JPEG_THRESHOLD_BYTES = 5_000_000;
export const UPLOAD_MAX_COUNT = 1;
/**
 * The upload call's `visibility` field: 'public' files (avatars, logos, goods and review
 * pictures) are served to anyone and cached; 'private' ones (identity photos, private-message
 * pictures) only to their owner and staff, through a signed-in call, never cached.
 */
export const UPLOAD_VISIBILITIES = ['public', 'private'] as const;
export type UploadVisibility = (typeof UPLOAD_VISIBILITIES)[number];
// ---- private messages (issue 12) ----
/** A sender may revoke their own message this long after sending it. */
export const PM_REVOKE_WINDOW_MS = 2 * 60 * 1000;
/** The longest message body the server stores, in characters (text and HTML alike). */
export const PM_BODY_MAX_CHARS = 5000;
/** A remark (one's own note on a conversation), in characters. */
export const PM_REMARK_MAX_CHARS = 200;
/** The longest name search of the conversation list (pm/subject/list `kw`). */
export const PM_SUBJECT_KW_MAX_CHARS = 50;
/**
 * Emoji images of the picker (spec 9): `EMOJI_PATH` + 3-digit zero-padded number + `.png`, served
 * by the web app; the only images besides the site's uploads an HTML message may show.
 */
export const EMOJI_PATH = '/emoji/';
export const emojiUrl = (n: number) => `${EMOJI_PATH}${String(n).padStart(3, '0')}.png`;
export const BUBBLE_MAX_WIDTH = '66%';
export const SUBJECT_ROW_HEIGHT = 80;
export const AVATAR_DEFAULT_SIZE = 88;
export const CART_QUANTITY_MIN = 1;
export const CART_ADD_ADDED = 0;
export const CART_ADD_DUPLICATE = 1;
export const CART_ADD_MISSING_SKU = 99;
export const CART_DRAWER_WIDTH = 400;
/** The most lines a stored (signed-in) cart keeps. */
export const CART_MAX_LINES = 200;
export const LIVE_CHAT_DIALOG_WIDTH = 420;
export const FINGERPRINT_FALLBACK_DELAY_MS = 500;
// ---- live chat (issue 13) ----
/** The longest live-chat message body the server stores, in characters (text and HTML alike). */
export const LIVE_CHAT_BODY_MAX_CHARS = 5000;
/** A rating is a whole number of stars from 1 to this. */
export const LIVE_CHAT_RATING_MAX = 5;
export const LIVE_CHAT_RATING_COMMENT_MAX_CHARS = 500;
/** Canned answers (the staff's shared list): shortcut and body lengths, and the most kept. */
export const LIVE_CANNED_SHORTCUT_MAX_CHARS = 40;
export const LIVE_CANNED_BODY_MAX_CHARS = 2000;
export const LIVE_CANNED_MAX = 500;
/** Queued conversations the console's snapshot carries, longest waiting first; more by `live/staff/queue`. */
export const LIVE_QUEUE_PAGE_SIZE = 50;
/** How many of the shopper's recent orders the staff console's profile shows. */
export const LIVE_PROFILE_ORDERS = 5;
/** The header a guest's HTTP calls carry their live-chat guest token in (socket: `auth.guest`). */
export const GUEST_TOKEN_HEADER = 'x-guest';
/** A staff member's presence in the console. */
export const STAFF_PRESENCES = ['online', 'away', 'offline'] as const;
export type StaffPresenceStatus = (typeof STAFF_PRESENCES)[number];
/** How conversations reach staff: claimed from the queue, or assigned to the least busy agent. */
export const LIVE_ROUTINGS = ['manual', 'auto'] as const;
export type LiveRouting = (typeof LIVE_ROUTINGS)[number];
/**
 * A live-chat conversation's state: `open` (begun, nothing asked yet), `queued` (asked, no agent),
 * `assigned` (an agent answers), `ended` (closed by the shopper or the agent; may be rated).
 */
export const LIVE_CHAT_STATUSES = ['open', 'queued', 'assigned', 'ended'] as const;
export type LiveChatStatus = (typeof LIVE_CHAT_STATUSES)[number];

/** Keys of values kept in the browser's local storage (spec 3, "Stored values"). */
export const StorageKey = {
  token: 'x-token',
  refresh: 'x-refresh',
  lang: 'lang',
  cart: 'shop_cart',
  cmsLatestIdx: 'cmsLatestIdx',
  searchHistory: 'search_history',
  readDialogs: 'read_dialogs',
  /** The live chat's guest token (issue 13): a guest's conversation survives reloads. */
  liveGuest: 'live_guest',
} as const;

/** The 16 supported languages (spec 1). */
export const LANGUAGES = [
  'de',
  'el',
  'en',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'ms',
  'pt',
  'ru',
  'th',
  'tr',
  'vi',
  'zh',
  'zh-tw',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Realtime connection status (spec 4). */
export const ConnectionStatus = { idle: 0, connecting: 1, connected: 2, disconnected: 3 } as const;
export type ConnectionStatusValue = (typeof ConnectionStatus)[keyof typeof ConnectionStatus];

/** Private-message flags (spec 3): absent or other = text, 2 = image, 3 = goods card. */
export const MessageFlag = { text: 1, image: 2, goods: 3 } as const;

/** Suggestion item flags (spec 3). */
export const SuggestionFlag = { none: 0, shop: 1, goods: 2 } as const;

export const ROLES = ['buyer', 'seller', 'staff'] as const;
export type Role = (typeof ROLES)[number];

/** Catalog listing options (goods/list, shop/list). */
export const GOODS_SORTS = ['relevance', 'newest', 'priceAsc', 'priceDesc', 'sales'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];
export const SHOP_SORTS = ['relevance', 'rating', 'followers', 'sales'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const GOODS_PAGE_SIZE = 20;
export const MAX_PAGE = 500;

// ---- buying (issue 5); schemas in commerce.ts ----
/** Six digits (the demo buyer's is 123456). */
export const TRADE_PASSWORD_PATTERN = /^\d{6}$/;
/** Five wrong trade passwords in a row lock it for this long. */
export const TRADE_PASSWORD_MAX_FAILURES = 5;
export const TRADE_PASSWORD_LOCK_MS = 15 * 60 * 1000;
/** Most distinct lines one checkout may hold, and most of one line. */
export const CHECKOUT_MAX_LINES = 50;
export const CHECKOUT_MAX_QUANTITY = 999;
export const ORDER_PAGE_SIZE = 10;
/** An order placed without payment holds its stock this long; unpaid then, it is cancelled. */
export const ORDER_PAY_WINDOW_MINUTES = 30;
export const LEDGER_PAGE_SIZE = 20;
export const ADDRESS_FIELD_MAX = 200;
export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const REVIEW_BODY_MAX = 1000;
export const REVIEW_PHOTOS_MAX = 6;
export const LEDGER_KINDS = [
  'recharge',
  'withdrawal',
  'payment',
  'refund',
  'income',
  'adjustment',
  'sale',
  'commission',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const WITHDRAWAL_ACCOUNT_KINDS = ['bank', 'paypal'] as const;
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** Socket.io path and transport (spec 7.4). */
export const SOCKET_PATH = '/io/';
export const SOCKET_TRANSPORTS = ['websocket'] as const;
/** How long a socket call waits for its acknowledgement before it counts as lost. */
export const SOCKET_ACK_TIMEOUT_MS = 10_000;

/* The seller centre's orders and earnings (seller-orders.ts). */
/** The carriers the ship dialog offers; 'other' asks for the carrier's name. */
export const SHIP_CARRIERS = ['UPS', 'FedEx', 'DHL', 'USPS', 'other'] as const;
export type ShipCarrier = (typeof SHIP_CARRIERS)[number];
export const TRACKING_NO_MIN = 3;
export const TRACKING_NO_MAX = 40;
export const CARRIER_NAME_MAX = 40;
export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 300;
export const ORDER_KEYWORD_MAX = 40;
/** Days the earnings chart shows, today included. */
export const EARNINGS_DAYS = 30;
/** The ledger kinds the earnings page lists. */
export const EARNINGS_LEDGER_KINDS = ['sale', 'commission', 'withdrawal'] as const satisfies readonly LedgerKind[];
