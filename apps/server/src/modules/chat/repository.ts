import { sql } from 'kysely';
import type { ChatCloseTag, ChatSender, ChatStatus } from '@app/contract';
import type { Database } from '../../db/database.ts';

/** The owner of a conversation: a member, or a visitor (chat_guests). */
export type ChatOwner = { kind: 'member'; memberId: string } | { kind: 'guest'; guestId: string };

export type ConversationRow = {
  id: string;
  memberId: string | null;
  guestId: string | null;
  who: string;
  contact: string | null;
  status: ChatStatus;
  agentId: string | null;
  agentName: string | null;
  closeTag: ChatCloseTag | null;
  createdAt: Date;
  closedAt: Date | null;
  lastMessageAt: Date;
  lastSeq: number;
  memberDelivered: number;
  memberRead: number;
  agentDelivered: number;
  agentRead: number;
};

export type MessageRow = {
  conversationId: string;
  seq: number;
  clientId: string;
  sender: ChatSender;
  senderName: string | null;
  body: string | null;
  attachmentId: string | null;
  createdAt: Date;
};

const conversationColumns = [
  'id',
  'member_id',
  'guest_id',
  'who',
  'contact',
  'status',
  'agent_id',
  'agent_name',
  'close_tag',
  'created_at',
  'closed_at',
  'last_message_at',
  'last_seq',
  'member_delivered',
  'member_read',
  'agent_delivered',
  'agent_read',
] as const;

type ConversationRecord = {
  id: string;
  member_id: string | null;
  guest_id: string | null;
  who: string;
  contact: string | null;
  status: ChatStatus;
  agent_id: string | null;
  agent_name: string | null;
  close_tag: string | null;
  created_at: Date | string;
  closed_at: Date | string | null;
  last_message_at: Date | string;
  last_seq: number;
  member_delivered: number;
  member_read: number;
  agent_delivered: number;
  agent_read: number;
};

const toConversation = (r: ConversationRecord): ConversationRow => ({
  id: r.id,
  memberId: r.member_id,
  guestId: r.guest_id,
  who: r.who,
  contact: r.contact,
  status: r.status,
  agentId: r.agent_id,
  agentName: r.agent_name,
  closeTag: r.close_tag as ChatCloseTag | null,
  createdAt: new Date(r.created_at),
  closedAt: r.closed_at === null ? null : new Date(r.closed_at),
  lastMessageAt: new Date(r.last_message_at),
  lastSeq: Number(r.last_seq),
  memberDelivered: Number(r.member_delivered),
  memberRead: Number(r.member_read),
  agentDelivered: Number(r.agent_delivered),
  agentRead: Number(r.agent_read),
});

const messageColumns = ['conversation_id', 'seq', 'client_id', 'sender', 'sender_name', 'body', 'attachment_id', 'created_at'] as const;
type MessageRecord = {
  conversation_id: string;
  seq: number;
  client_id: string;
  sender: ChatSender;
  sender_name: string | null;
  body: string | null;
  attachment_id: string | null;
  created_at: Date | string;
};
const toMessage = (r: MessageRecord): MessageRow => ({
  conversationId: r.conversation_id,
  seq: Number(r.seq),
  clientId: r.client_id,
  sender: r.sender,
  senderName: r.sender_name,
  body: r.body,
  attachmentId: r.attachment_id,
  createdAt: new Date(r.created_at),
});

export async function findGuestByTokenHash(db: Database, tokenHash: string): Promise<string | null> {
  const row = await db.db.selectFrom('chat_guests').select('id').where('token_hash', '=', tokenHash).executeTakeFirst();
  return row?.id ?? null;
}

export async function insertGuest(db: Database, guest: { id: string; tokenHash: string; at: Date }): Promise<void> {
  await db.db.insertInto('chat_guests').values({ id: guest.id, token_hash: guest.tokenHash, created_at: guest.at }).execute();
}

function ownedBy(owner: ChatOwner) {
  return owner.kind === 'member' ? (['member_id', '=', owner.memberId] as const) : (['guest_id', '=', owner.guestId] as const);
}

export async function findConversation(db: Database, id: string, opts: { forUpdate?: boolean } = {}): Promise<ConversationRow | null> {
  let query = db.db.selectFrom('chat_conversations').select(conversationColumns).where('id', '=', id);
  if (opts.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toConversation(row) : null;
}

/** The owner's open conversation, if any (at most one: a partial unique index). */
export async function findOpenConversation(db: Database, owner: ChatOwner, opts: { forUpdate?: boolean } = {}): Promise<ConversationRow | null> {
  const [column, op, value] = ownedBy(owner);
  let query = db.db.selectFrom('chat_conversations').select(conversationColumns).where(column, op, value).where('status', '<>', 'closed');
  if (opts.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toConversation(row) : null;
}

/** The owner's latest conversation closed since `since`. */
export async function findRecentClosed(db: Database, owner: ChatOwner, since: Date): Promise<ConversationRow | null> {
  const [column, op, value] = ownedBy(owner);
  const row = await db.db
    .selectFrom('chat_conversations')
    .select(conversationColumns)
    .where(column, op, value)
    .where('status', '=', 'closed')
    .where('closed_at', '>=', since)
    .orderBy('closed_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toConversation(row) : null;
}

export async function insertConversation(
  db: Database,
  c: { id: string; owner: ChatOwner; who: string; contact: string | null; status: 'waiting' | 'ticket'; at: Date },
): Promise<ConversationRow> {
  const row = await db.db
    .insertInto('chat_conversations')
    .values({
      id: c.id,
      member_id: c.owner.kind === 'member' ? c.owner.memberId : null,
      guest_id: c.owner.kind === 'guest' ? c.owner.guestId : null,
      who: c.who,
      contact: c.contact,
      status: c.status,
      created_at: c.at,
      last_message_at: c.at,
    })
    .returning(conversationColumns)
    .executeTakeFirstOrThrow();
  return toConversation(row);
}

/** The message the owner already sent with this id, in any of its conversations. */
export async function findOwnMessageByClientId(db: Database, owner: ChatOwner, clientId: string): Promise<MessageRow | null> {
  const [column, op, value] = ownedBy(owner);
  const row = await db.db
    .selectFrom('chat_messages as m')
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .select(messageColumns.map((col) => `m.${col}` as const))
    .where(`c.${column}`, op, value)
    .where('m.client_id', '=', clientId)
    .executeTakeFirst();
  return row ? toMessage(row) : null;
}

export async function findMessageByClientId(db: Database, conversationId: string, clientId: string): Promise<MessageRow | null> {
  const row = await db.db
    .selectFrom('chat_messages')
    .select(messageColumns)
    .where('conversation_id', '=', conversationId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? toMessage(row) : null;
}

/** Takes the next number of the conversation and moves its last-message time: the message's seq. */
export async function nextSeq(db: Database, conversationId: string, at: Date): Promise<number> {
  const row = await db.db
    .updateTable('chat_conversations')
    .set({ last_seq: sql`last_seq + 1`, last_message_at: at })
    .where('id', '=', conversationId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return Number(row.last_seq);
}

export async function insertMessage(
  db: Database,
  m: { conversationId: string; seq: number; clientId: string; sender: ChatSender; agentId: string | null; senderName: string | null; body: string | null; attachmentId: string | null; at: Date },
): Promise<MessageRow> {
  const row = await db.db
    .insertInto('chat_messages')
    .values({
      conversation_id: m.conversationId,
      seq: m.seq,
      client_id: m.clientId,
      sender: m.sender,
      agent_id: m.agentId,
      sender_name: m.senderName,
      body: m.body,
      attachment_id: m.attachmentId,
      created_at: m.at,
    })
    .returning(messageColumns)
    .executeTakeFirstOrThrow();
  return toMessage(row);
}

export async function messagesAfter(db: Database, conversationId: string, afterSeq: number, limit: number): Promise<MessageRow[]> {
  const rows = await db.db
    .selectFrom('chat_messages')
    .select(messageColumns)
    .where('conversation_id', '=', conversationId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

export async function latestMessages(db: Database, conversationId: string, limit: number): Promise<MessageRow[]> {
  const rows = await db.db
    .selectFrom('chat_messages')
    .select(messageColumns)
    .where('conversation_id', '=', conversationId)
    .orderBy('seq', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toMessage).reverse();
}

/** Raises one side's marks (never lowers them, never past the last message). */
export async function raiseMarks(
  db: Database,
  conversationId: string,
  side: 'member' | 'agent',
  marks: { delivered?: number | undefined; read?: number | undefined },
): Promise<ConversationRow | null> {
  const delivered = side === 'member' ? 'member_delivered' : 'agent_delivered';
  const read = side === 'member' ? 'member_read' : 'agent_read';
  // Read implies delivered.
  const d = Math.max(marks.delivered ?? 0, marks.read ?? 0);
  const r = marks.read ?? 0;
  const row = await db.db
    .updateTable('chat_conversations')
    .set({
      [delivered]: sql`greatest(${sql.ref(delivered)}, least(${d}, last_seq))`,
      [read]: sql`greatest(${sql.ref(read)}, least(${r}, last_seq))`,
    })
    .where('id', '=', conversationId)
    .returning(conversationColumns)
    .executeTakeFirst();
  return row ? toConversation(row) : null;
}

export async function assignConversation(db: Database, id: string, agent: { id: string; name: string }, at: Date): Promise<ConversationRow> {
  const row = await db.db
    .updateTable('chat_conversations')
    .set({ status: 'active', agent_id: agent.id, agent_name: agent.name, assigned_at: at })
    .where('id', '=', id)
    .returning(conversationColumns)
    .executeTakeFirstOrThrow();
  return toConversation(row);
}

export async function closeConversation(db: Database, id: string, close: { tag: ChatCloseTag; by: string; at: Date }): Promise<ConversationRow> {
  const row = await db.db
    .updateTable('chat_conversations')
    .set({ status: 'closed', close_tag: close.tag, closed_by: close.by, closed_at: close.at })
    .where('id', '=', id)
    .returning(conversationColumns)
    .executeTakeFirstOrThrow();
  return toConversation(row);
}

/** Every conversation not closed, oldest first (the desk). */
export async function openConversations(db: Database): Promise<(ConversationRow & { lastText: string | null; unread: number })[]> {
  const rows = await db.db
    .selectFrom('chat_conversations as c')
    .select(conversationColumns.map((col) => `c.${col}` as const))
    .select((eb) =>
      eb
        .selectFrom('chat_messages as m')
        .select(sql<string | null>`coalesce(m.body, '[Ảnh]')`.as('t'))
        .whereRef('m.conversation_id', '=', 'c.id')
        .where('m.sender', 'in', ['member', 'visitor'])
        .orderBy('m.seq', 'desc')
        .limit(1)
        .as('last_text'),
    )
    .select((eb) =>
      eb
        .selectFrom('chat_messages as u')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('u.conversation_id', '=', 'c.id')
        .whereRef('u.seq', '>', 'c.agent_read')
        .where('u.sender', 'in', ['member', 'visitor'])
        .as('unread'),
    )
    .where('c.status', '<>', 'closed')
    .orderBy('c.created_at')
    .orderBy('c.id')
    .limit(500)
    .execute();
  return rows.map((r) => ({ ...toConversation(r), lastText: r.last_text ?? null, unread: Number(r.unread ?? 0) }));
}

export async function unreadFromOwner(db: Database, conversationId: string, agentRead: number): Promise<number> {
  const row = await db.db
    .selectFrom('chat_messages')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversationId)
    .where('seq', '>', agentRead)
    .where('sender', 'in', ['member', 'visitor'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function lastOwnerText(db: Database, conversationId: string): Promise<string | null> {
  const row = await db.db
    .selectFrom('chat_messages')
    .select(['body', 'attachment_id'])
    .where('conversation_id', '=', conversationId)
    .where('sender', 'in', ['member', 'visitor'])
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? (row.body ?? '[Ảnh]') : null;
}

export async function memberConversations(db: Database, memberId: string, limit: number): Promise<ConversationRow[]> {
  const rows = await db.db
    .selectFrom('chat_conversations')
    .select(conversationColumns)
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toConversation);
}

/** Conversations waiting for an agent (the queue's length, for metrics and the dashboard). */
export async function waitingCount(db: Database): Promise<number> {
  const row = await db.db
    .selectFrom('chat_conversations')
    .select((e) => e.fn.countAll<number>().as('n'))
    .where('status', '=', 'waiting')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAttachment(db: Database, a: { id: string; conversationId: string; contentType: string; data: Uint8Array; at: Date }): Promise<void> {
  await db.db
    .insertInto('chat_attachments')
    .values({ id: a.id, conversation_id: a.conversationId, content_type: a.contentType, size_bytes: a.data.byteLength, data: a.data, created_at: a.at })
    .execute();
}

export async function findAttachment(db: Database, id: string): Promise<{ contentType: string; data: Uint8Array } | null> {
  const row = await db.db.selectFrom('chat_attachments').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst();
  return row ? { contentType: row.content_type, data: row.data } : null;
}

export async function cannedReplies(db: Database): Promise<{ id: number; title: string; text: string }[]> {
  const rows = await db.db.selectFrom('chat_canned_replies').select(['id', 'title', 'body']).orderBy('id').execute();
  return rows.map((r) => ({ id: Number(r.id), title: r.title, text: r.body }));
}

export async function insertCannedReply(db: Database, r: { title: string; text: string; by: string; at: Date }): Promise<void> {
  await db.db.insertInto('chat_canned_replies').values({ title: r.title, body: r.text, created_by: r.by, created_at: r.at }).execute();
}

export async function deleteCannedReply(db: Database, id: number): Promise<boolean> {
  const result = await db.db.deleteFrom('chat_canned_replies').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
