/**
 * Live chat (issue 10), the zod-free half both clients read at run time: limits, close tags, the
 * views' types and what the server pushes. Messages travel over the event streams the platform
 * already has (server-sent events, one-time tickets) and are sent with signed POSTs like every other
 * call, so chat needs no second transport, proxies see plain HTTP, and a send is one idempotent
 * request (its `clientId`) that a dropped connection can simply repeat.
 */

/** The longest message text. */
export const CHAT_TEXT_MAX = 2000;
/** The largest image, in bytes (before base64). */
export const CHAT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Image types accepted; the server checks the bytes, not only the declared type. */
export const CHAT_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type ChatImageType = (typeof CHAT_IMAGE_TYPES)[number];
/** How long "đang nhập…" stays without a new typing signal. */
export const CHAT_TYPING_SHOW_MS = 5000;
/** How often a client repeats its typing signal while the member keeps typing. */
export const CHAT_TYPING_EVERY_MS = 2500;
/** How often an agent on duty says so; a silent agent is off duty after CHAT_DUTY_TTL_MS. */
export const CHAT_DUTY_EVERY_MS = 20_000;
export const CHAT_DUTY_TTL_MS = 60_000;
/** A page of messages. */
export const CHAT_PAGE_MAX = 200;

/** Why a conversation was closed (the agent picks one). */
export const CHAT_CLOSE_TAGS = ['deposit', 'withdrawal', 'login', 'game', 'promotion', 'account', 'complaint', 'other'] as const;
export type ChatCloseTag = (typeof CHAT_CLOSE_TAGS)[number];
export const CHAT_CLOSE_TAG_LABELS: Readonly<Record<ChatCloseTag, string>> = {
  deposit: 'Nạp tiền',
  withdrawal: 'Rút tiền',
  login: 'Đăng nhập / tài khoản',
  game: 'Trò chơi',
  promotion: 'Khuyến mãi',
  account: 'Thông tin thành viên',
  complaint: 'Khiếu nại',
  other: 'Khác',
};

/**
 * waiting: in the queue, no agent yet; active: an agent has it; ticket: left while no agent was on
 * duty (a message to answer later); closed: done.
 */
export const CHAT_STATUSES = ['waiting', 'active', 'ticket', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export type ChatSender = 'member' | 'visitor' | 'agent' | 'system';

export type ChatMessageView = {
  /** Order within the conversation, from 1; the client merges by it, so a message shows once. */
  seq: number;
  conversationId: string;
  /** The sender's own id for the message: a repeat of the same send returns the same message. */
  clientId: string;
  sender: ChatSender;
  /** The agent's display name for agent messages, else null. */
  senderName: string | null;
  text: string | null;
  /** A capability URL that serves the image for a while, or null. */
  imageUrl: string | null;
  /** ISO 8601. */
  sentAt: string;
};

export type ChatConversationView = {
  id: string;
  status: ChatStatus;
  /** The agent's display name once one has it. */
  agentName: string | null;
  /** The highest seq the other side has received and read (for the ticks on the viewer's own messages). */
  peerDelivered: number;
  peerRead: number;
  createdAt: string;
  closedAt: string | null;
};

/** Pushed to the member's or visitor's chat stream. */
export type ChatEvent =
  | { type: 'chat-message'; message: ChatMessageView }
  | { type: 'chat-conversation'; conversation: ChatConversationView }
  | { type: 'chat-typing'; conversationId: string }
  | { type: 'chat-duty'; agentsOnDuty: boolean };
export const CHAT_EVENT_TYPES = ['chat-message', 'chat-conversation', 'chat-typing', 'chat-duty'] as const satisfies readonly ChatEvent['type'][];

/** A conversation as the desk lists it. */
export type ChatDeskItem = {
  id: string;
  status: ChatStatus;
  /** The member's username, or the visitor's name ("Khách …"). */
  who: string;
  memberId: string | null;
  contact: string | null;
  agentId: string | null;
  agentName: string | null;
  createdAt: string;
  lastMessageAt: string;
  lastText: string | null;
  /** Messages from the member/visitor the agent has not read yet. */
  unread: number;
};

/**
 * Pushed to every console stream of an operator who may see it: the desk refetches what changed,
 * the open conversation appends messages as they come.
 */
export type OperatorEvent =
  | { type: 'chat-desk' }
  | { type: 'chat-message'; message: ChatMessageView }
  | { type: 'chat-marks'; conversationId: string; memberDelivered: number; memberRead: number }
  | { type: 'chat-typing'; conversationId: string }
  | { type: 'review-queue'; requestType: 'DEPOSIT' | 'WITHDRAWAL'; id: number; status: string }
  | { type: 'callbacks' }
  | { type: 'dashboard' };
export const OPERATOR_EVENT_TYPES = ['chat-desk', 'chat-message', 'chat-marks', 'chat-typing', 'review-queue', 'callbacks', 'dashboard'] as const satisfies readonly OperatorEvent['type'][];

/** The member/visitor stream's path (GET, EventSource, opened with a ticket from chatTicket). */
export const CHAT_STREAM_PATH = '/chat/stream';
/** The console's stream (GET, EventSource, opened with a ticket from operatorEventsTicket). */
export const OPERATOR_EVENTS_STREAM_PATH = '/events/stream';
/** Chat images: `/chat/files/<id>?e=<expiry>&s=<signature>` under the member API. */
export const CHAT_FILES_PATH = '/chat/files';
