import { z } from 'zod';
import { body, integer, text } from './fields.ts';
import { CHAT_CLOSE_TAGS, CHAT_IMAGE_TYPES, CHAT_PAGE_MAX, CHAT_STATUSES, CHAT_TEXT_MAX } from './chat-shared.ts';

export * from './chat-shared.ts';

/**
 * Live chat's calls (issue 10). A member is known by the bearer token; a visitor by the guest token
 * the first `chatOpen` hands out (kept by the client, sent in each body, stored hashed by the server).
 */

const GUEST_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Base64 of at most CHAT_IMAGE_MAX_BYTES (4/3 of it, rounded up to whole quads). */
const IMAGE_BASE64_MAX = 2_796_204;
/** A send with the largest image, base64, and the rest of the body. */
export const CHAT_BODY_LIMIT = 3 * 1024 * 1024;

const guestToken = z.string({ error: 'Phiên trò chuyện không hợp lệ, vui lòng tải lại trang' }).regex(GUEST_TOKEN, { error: 'Phiên trò chuyện không hợp lệ, vui lòng tải lại trang' }).optional();
const conversationId = z.string({ error: 'Mã cuộc trò chuyện là bắt buộc' }).regex(UUID, { error: 'Mã cuộc trò chuyện không hợp lệ' });
const clientId = z.string({ error: 'Mã tin nhắn là bắt buộc' }).regex(UUID, { error: 'Mã tin nhắn không hợp lệ' });
const seq = (label: string) => integer(label, { min: 0, max: 2_147_483_647 });

export const ChatImageInput = z.strictObject(
  {
    contentType: z.enum(CHAT_IMAGE_TYPES, { error: 'Chỉ gửi được ảnh PNG, JPEG, WebP hoặc GIF' }),
    data: z
      .string({ error: 'Ảnh không hợp lệ' })
      .max(IMAGE_BASE64_MAX, { error: 'Ảnh tối đa 2 MB' })
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'Ảnh không hợp lệ' }),
  },
  { error: 'Ảnh không hợp lệ' },
);

export const ChatMessageViewSchema = z.object({
  seq: z.number().int(),
  conversationId: z.string(),
  clientId: z.string(),
  sender: z.enum(['member', 'visitor', 'agent', 'system']),
  senderName: z.string().nullable(),
  text: z.string().nullable(),
  imageUrl: z.string().nullable(),
  sentAt: z.string(),
});

export const ChatConversationViewSchema = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  agentName: z.string().nullable(),
  peerDelivered: z.number().int(),
  peerRead: z.number().int(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});

/** Opens the panel: the current conversation (the open one, else the last closed within a day) and its latest messages. */
export const ChatOpenBody = body({ guestToken });
export const ChatOpenResponse = z.object({
  /** A visitor's token: the one sent, or a new one when none was. Null for members. */
  guestToken: z.string().nullable(),
  agentsOnDuty: z.boolean(),
  conversation: ChatConversationViewSchema.nullable(),
  messages: z.array(ChatMessageViewSchema),
});
export type ChatOpenResponse = z.infer<typeof ChatOpenResponse>;

/**
 * One message; the first of a conversation opens it (waiting for an agent, or a ticket when none is
 * on duty). The same clientId sent again returns the message already stored.
 */
export const ChatSendBody = body({
  guestToken,
  clientId,
  text: text('Tin nhắn', { max: CHAT_TEXT_MAX }).optional(),
  image: ChatImageInput.optional(),
  /** Only for a visitor's first message: how to be called ("Khách" otherwise) and, off duty, a phone or e-mail. */
  visitorName: text('Tên của bạn', { max: 40 }).optional(),
  contact: text('Số điện thoại hoặc email', { max: 80 }).optional(),
}).refine((b) => (b.text !== undefined && b.text.trim().length > 0) || b.image !== undefined, {
  error: 'Vui lòng nhập tin nhắn hoặc chọn ảnh',
  path: ['text'],
});
export type ChatSendBody = z.infer<typeof ChatSendBody>;
export const ChatSendResponse = z.object({ conversation: ChatConversationViewSchema, message: ChatMessageViewSchema });
export type ChatSendResponse = z.infer<typeof ChatSendResponse>;

/** Catch-up after a reconnect: the messages after `afterSeq`. */
export const ChatMessagesBody = body({ guestToken, conversationId, afterSeq: seq('Vị trí tin nhắn') });
export const ChatMessagesResponse = z.object({ conversation: ChatConversationViewSchema, messages: z.array(ChatMessageViewSchema) });
export type ChatMessagesResponse = z.infer<typeof ChatMessagesResponse>;

/** The viewer has received (delivered) / seen (read) the other side's messages up to these seqs. */
export const ChatMarkBody = body({ guestToken, conversationId, delivered: seq('Mốc đã nhận').optional(), read: seq('Mốc đã đọc').optional() });
export const ChatTypingBody = body({ guestToken, conversationId });
export const ChatTicketBody = body({ guestToken });
export const ChatOk = z.object({ ok: z.literal(true) });

// ---- console side ----

export const ChatDeskItemSchema = z.object({
  id: z.string(),
  status: z.enum(CHAT_STATUSES),
  who: z.string(),
  memberId: z.string().nullable(),
  contact: z.string().nullable(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  lastText: z.string().nullable(),
  unread: z.number().int(),
});

export const ChatDesk = z.object({
  onDuty: z.boolean(),
  agentsOnDuty: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Oldest first. */
  waiting: z.array(ChatDeskItemSchema),
  mine: z.array(ChatDeskItemSchema),
  /** Active with other agents (admins and support see who has what). */
  others: z.array(ChatDeskItemSchema),
  tickets: z.array(ChatDeskItemSchema),
  cannedReplies: z.array(z.object({ id: z.number().int(), title: z.string(), text: z.string() })),
});
export type ChatDesk = z.infer<typeof ChatDesk>;

export const ChatDutyBody = body({ onDuty: z.boolean({ error: 'Trạng thái trực là bắt buộc' }) });
export const ChatConversationBody = body({ conversationId });
export const ChatTransferBody = body({ conversationId, toOperatorId: z.string({ error: 'Nhân viên không hợp lệ' }).regex(UUID, { error: 'Nhân viên không hợp lệ' }) });
export const ChatCloseBody = body({ conversationId, tag: z.enum(CHAT_CLOSE_TAGS, { error: 'Vui lòng chọn chủ đề đóng cuộc trò chuyện' }) });
export const ChatReplyBody = body({
  conversationId,
  clientId,
  text: text('Tin nhắn', { max: CHAT_TEXT_MAX }).optional(),
  image: ChatImageInput.optional(),
}).refine((b) => (b.text !== undefined && b.text.trim().length > 0) || b.image !== undefined, {
  error: 'Vui lòng nhập tin nhắn hoặc chọn ảnh',
  path: ['text'],
});
export const ChatAgentMarkBody = body({ conversationId, delivered: seq('Mốc đã nhận').optional(), read: seq('Mốc đã đọc').optional() });

const money = z.number().int();
/** What the agent sees beside a conversation with a member (no card numbers). */
export const ChatMemberSide = z.object({
  memberId: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  level: z.number().int(),
  status: z.string(),
  registeredAt: z.string(),
  mainBalance: money,
  totalBalance: money,
  openPayments: z.array(
    z.object({ id: z.number().int(), type: z.enum(['DEPOSIT', 'WITHDRAWAL']), amount: money, status: z.string(), createdAt: z.string() }),
  ),
  recentChats: z.array(z.object({ id: z.string(), createdAt: z.string(), closedAt: z.string().nullable(), tag: z.string().nullable() })),
});
export type ChatMemberSide = z.infer<typeof ChatMemberSide>;

export const ChatConversationDetail = z.object({
  item: ChatDeskItemSchema,
  /** The member's/visitor's marks on the agent's messages. */
  memberDelivered: z.number().int(),
  memberRead: z.number().int(),
  closeTag: z.enum(CHAT_CLOSE_TAGS).nullable(),
  messages: z.array(ChatMessageViewSchema),
  member: ChatMemberSide.nullable(),
});
export type ChatConversationDetail = z.infer<typeof ChatConversationDetail>;

export const ChatCannedSaveBody = body({ title: text('Tiêu đề', { min: 2, max: 60 }), text: text('Nội dung', { min: 2, max: CHAT_TEXT_MAX }) });
export const ChatCannedDeleteBody = body({ id: integer('Mã câu trả lời', { min: 1, max: 2_147_483_647 }) });

export const OperatorEventsTicket = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });

export { CHAT_PAGE_MAX };
