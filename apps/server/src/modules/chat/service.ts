import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CHAT_DUTY_TTL_MS,
  CHAT_PAGE_MAX,
  type ChatCloseTag,
  type ChatConversationView,
  type ChatEvent,
  type ChatMessageView,
  type ChatSendBody,
  type ChatDeskItem,
  type ChatImageType,
} from '@app/contract';
import type { Database } from '../../db/database.ts';
import { badRequest, HttpError, unauthorized } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events/member-event-bus.ts';
import { publishToConsole, type OperatorEventBus } from '../../lib/events/operator-events.ts';
import type { KvStore } from '../../lib/kv/kv-store.ts';
import { CHAT_MESSAGES } from '../../messages/chat.ts';
import { memberNames } from '../members/service.ts';
import { decodeImage, type ImageLinks } from './images.ts';
import * as repo from './repository.ts';
import type { ChatOwner, ConversationRow, MessageRow } from './repository.ts';

export type { ChatOwner } from './repository.ts';

/** An agent as chat knows one: the operator's id and the name members see. */
export type ChatAgent = { id: string; name: string; mayActForOthers: boolean };

/** A closed conversation still shows in the panel this long (the member sees it ended). */
const RECENT_CLOSED_MS = 24 * 60 * 60 * 1000;
/** How many messages the panel opens with. */
const OPEN_PAGE = 100;
const DUTY_KEY = 'chat:duty';

const notFound = () => new HttpError(404, CHAT_MESSAGES.noConversation);
const conflict = (message: string) => new HttpError(409, message);
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/** Where a member's or a visitor's chat events go (their chat streams' topic). */
export const ownerTopic = (owner: ChatOwner) => (owner.kind === 'member' ? `member:${owner.memberId}` : `guest:${owner.guestId}`);

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Live chat (issue 10): conversations between a member or a visitor and the support desk. Every
 * message is stored before it is pushed; a push lost to a dropped stream is fetched again after the
 * reconnect by seq, and a send repeated with the same clientId returns the stored message, so a
 * message shows once whatever the network did.
 */
export function createChatService(deps: {
  db: Database;
  kv: KvStore;
  now: () => number;
  bus: EventBus<ChatEvent>;
  console: OperatorEventBus;
  images: ImageLinks;
}) {
  const { db, kv, now, bus, images } = deps;

  async function messageView(m: MessageRow): Promise<ChatMessageView> {
    return {
      seq: m.seq,
      conversationId: m.conversationId,
      clientId: m.clientId,
      sender: m.sender,
      senderName: m.senderName,
      text: m.body,
      imageUrl: m.attachmentId ? await images.url(m.attachmentId) : null,
      sentAt: m.createdAt.toISOString(),
    };
  }
  const messageViews = (rows: MessageRow[]) => Promise.all(rows.map(messageView));

  /** The conversation as its member or visitor sees it: the marks are the agent's. */
  function conversationView(c: ConversationRow): ChatConversationView {
    return {
      id: c.id,
      status: c.status,
      agentName: c.agentName,
      peerDelivered: c.agentDelivered,
      peerRead: c.agentRead,
      createdAt: c.createdAt.toISOString(),
      closedAt: c.closedAt?.toISOString() ?? null,
    };
  }

  function deskItem(c: ConversationRow & { lastText: string | null; unread: number }): ChatDeskItem {
    return {
      id: c.id,
      status: c.status,
      who: c.who,
      memberId: c.memberId,
      contact: c.contact,
      agentId: c.agentId,
      agentName: c.agentName,
      createdAt: c.createdAt.toISOString(),
      lastMessageAt: c.lastMessageAt.toISOString(),
      lastText: c.lastText,
      unread: c.unread,
    };
  }

  const ownerOf = (c: ConversationRow): ChatOwner => (c.memberId ? { kind: 'member', memberId: c.memberId } : { kind: 'guest', guestId: c.guestId! });
  const owns = (owner: ChatOwner, c: ConversationRow) =>
    owner.kind === 'member' ? c.memberId === owner.memberId : c.guestId === owner.guestId;

  /** After the commit: the owner's tabs and the desk hear about what changed. */
  async function announce(c: ConversationRow, messages: MessageRow[], opts: { conversation?: boolean; desk?: boolean }): Promise<void> {
    const topic = ownerTopic(ownerOf(c));
    const views = await messageViews(messages);
    // The conversation first: a tab hearing a new conversation's first message already knows it.
    if (opts.conversation) await bus.publish(topic, { type: 'chat-conversation', conversation: conversationView(c) });
    for (const message of views) {
      await bus.publish(topic, { type: 'chat-message', message });
      await publishToConsole(deps.console, 'chatDesk', { type: 'chat-message', message });
    }
    if (opts.desk) await publishToConsole(deps.console, 'chatDesk', { type: 'chat-desk' });
  }

  async function ownConversation(owner: ChatOwner, id: string): Promise<ConversationRow> {
    const c = await repo.findConversation(db, id);
    if (!c || !owns(owner, c)) throw notFound();
    return c;
  }

  /** Stores one message in the transaction: the next seq, the image if any. */
  async function store(
    txn: Database,
    c: ConversationRow,
    m: { clientId: string; sender: MessageRow['sender']; agentId: string | null; senderName: string | null; text: string | null; image: Uint8Array | null; imageType: string | null },
  ): Promise<MessageRow> {
    const at = new Date(now());
    const seq = await repo.nextSeq(txn, c.id, at);
    let attachmentId: string | null = null;
    if (m.image) {
      attachmentId = randomUUID();
      await repo.insertAttachment(txn, { id: attachmentId, conversationId: c.id, contentType: m.imageType!, data: m.image, at });
    }
    return repo.insertMessage(txn, { conversationId: c.id, seq, clientId: m.clientId, sender: m.sender, agentId: m.agentId, senderName: m.senderName, body: m.text, attachmentId, at });
  }

  const systemMessage = (text: string) => ({ clientId: randomUUID(), sender: 'system' as const, agentId: null, senderName: null, text, image: null, imageType: null });

  /** Retries a transaction once when it lost a race on a unique index (two tabs' first messages, one send repeated at once). */
  async function once<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return fn();
    }
  }

  async function onDutyIds(): Promise<string[]> {
    return kv.sortedSetRangeByScore(DUTY_KEY, now() - CHAT_DUTY_TTL_MS, Number.MAX_SAFE_INTEGER);
  }

  return {
    ownerTopic,

    /**
     * Who is chatting: the member when the request carries one, else the visitor of the guest token.
     * `create` (opening the panel) makes a new visitor when no token, or an unknown one, is sent.
     */
    async identify(memberId: string | null, guestToken: string | undefined, create: boolean): Promise<{ owner: ChatOwner; newGuestToken: string | null }> {
      if (memberId) return { owner: { kind: 'member', memberId }, newGuestToken: null };
      if (guestToken) {
        const guestId = await repo.findGuestByTokenHash(db, tokenHash(guestToken));
        if (guestId) return { owner: { kind: 'guest', guestId }, newGuestToken: null };
      }
      if (!create) throw unauthorized(CHAT_MESSAGES.badGuest);
      const token = randomBytes(32).toString('base64url');
      const guestId = randomUUID();
      await repo.insertGuest(db, { id: guestId, tokenHash: tokenHash(token), at: new Date(now()) });
      return { owner: { kind: 'guest', guestId }, newGuestToken: token };
    },

    async agentsOnDuty(): Promise<boolean> {
      return (await onDutyIds()).length > 0;
    },

    async open(owner: ChatOwner) {
      const c = (await repo.findOpenConversation(db, owner)) ?? (await repo.findRecentClosed(db, owner, new Date(now() - RECENT_CLOSED_MS)));
      const messages = c ? await messageViews(await repo.latestMessages(db, c.id, OPEN_PAGE)) : [];
      return { conversation: c ? conversationView(c) : null, messages, agentsOnDuty: await this.agentsOnDuty() };
    },

    /** A message from the member or visitor; the first opens a conversation (a ticket when no agent is on duty). */
    async send(owner: ChatOwner, body: ChatSendBody) {
      const image = body.image ? decodeImage(body.image) : null;
      const text = body.text?.trim() ? body.text.trim() : null;
      return once(async () => {
        const existing = await repo.findOwnMessageByClientId(db, owner, body.clientId);
        if (existing) {
          const c = (await repo.findConversation(db, existing.conversationId))!;
          return { conversation: conversationView(c), message: await messageView(existing) };
        }
        const onDuty = await this.agentsOnDuty();
        let created = false;
        const stored: MessageRow[] = [];
        const c = await db.transaction(async (txn) => {
          let c = await repo.findOpenConversation(txn, owner, { forUpdate: true });
          if (!c) {
            created = true;
            const who = owner.kind === 'member'
              ? ((await memberNames(txn, [owner.memberId])).get(owner.memberId)?.username ?? 'Thành viên')
              : CHAT_MESSAGES.visitorName(body.visitorName, owner.guestId);
            c = await repo.insertConversation(txn, { id: randomUUID(), owner, who, contact: body.contact?.trim() || null, status: onDuty ? 'waiting' : 'ticket', at: new Date(now()) });
          }
          stored.push(
            await store(txn, c, {
              clientId: body.clientId,
              sender: owner.kind === 'member' ? 'member' : 'visitor',
              agentId: null,
              senderName: null,
              text,
              image,
              imageType: body.image?.contentType ?? null,
            }),
          );
          if (created && !onDuty) stored.push(await store(txn, c, systemMessage(CHAT_MESSAGES.ticketReceived)));
          return (await repo.findConversation(txn, c.id))!;
        });
        await announce(c, stored, { conversation: created, desk: true });
        return { conversation: conversationView(c), message: await messageView(stored[0]!) };
      });
    },

    async messages(owner: ChatOwner, conversationId: string, afterSeq: number) {
      const c = await ownConversation(owner, conversationId);
      return { conversation: conversationView(c), messages: await messageViews(await repo.messagesAfter(db, c.id, afterSeq, CHAT_PAGE_MAX)) };
    },

    async mark(owner: ChatOwner, conversationId: string, marks: { delivered?: number | undefined; read?: number | undefined }) {
      const before = await ownConversation(owner, conversationId);
      const c = (await repo.raiseMarks(db, before.id, 'member', marks))!;
      if (c.memberDelivered !== before.memberDelivered || c.memberRead !== before.memberRead) {
        await publishToConsole(deps.console, 'chatDesk', { type: 'chat-marks', conversationId: c.id, memberDelivered: c.memberDelivered, memberRead: c.memberRead });
      }
      return { ok: true as const };
    },

    async typing(owner: ChatOwner, conversationId: string) {
      const c = await ownConversation(owner, conversationId);
      if (c.status !== 'closed') await publishToConsole(deps.console, 'chatDesk', { type: 'chat-typing', conversationId: c.id });
      return { ok: true as const };
    },

    async file(id: string, expires: unknown, signature: unknown) {
      if (!/^[0-9a-f-]{36}$/.test(id) || !(await images.verify(id, expires, signature))) return null;
      return repo.findAttachment(db, id);
    },

    // ---- the desk ----

    /** Says the agent is on duty (repeated every CHAT_DUTY_EVERY_MS) or goes off duty. */
    async setDuty(agentId: string, onDuty: boolean): Promise<void> {
      const before = await this.agentsOnDuty();
      if (onDuty) await kv.sortedSetAdd(DUTY_KEY, agentId, now());
      else await kv.sortedSetRemove(DUTY_KEY, agentId);
      await kv.sortedSetRemoveByScore(DUTY_KEY, 0, now() - CHAT_DUTY_TTL_MS);
      if (before !== (await this.agentsOnDuty())) await publishToConsole(deps.console, 'chatDesk', { type: 'chat-desk' });
    },
    onDutyIds,

    /** Every conversation not closed, oldest first. */
    async openItems(): Promise<ChatDeskItem[]> {
      return (await repo.openConversations(db)).map(deskItem);
    },

    async waitingCount(): Promise<number> {
      return repo.waitingCount(db);
    },

    async detail(conversationId: string) {
      const c = await repo.findConversation(db, conversationId);
      if (!c) throw notFound();
      const [messages, unread, lastText] = await Promise.all([
        repo.latestMessages(db, c.id, CHAT_PAGE_MAX),
        repo.unreadFromOwner(db, c.id, c.agentRead),
        repo.lastOwnerText(db, c.id),
      ]);
      return {
        item: deskItem({ ...c, lastText, unread }),
        memberDelivered: c.memberDelivered,
        memberRead: c.memberRead,
        closeTag: c.closeTag,
        messages: await messageViews(messages),
      };
    },

    async recentOfMember(memberId: string) {
      return (await repo.memberConversations(db, memberId, 5)).map((c) => ({ id: c.id, createdAt: c.createdAt.toISOString(), closedAt: c.closedAt?.toISOString() ?? null, tag: c.closeTag }));
    },

    /** The agent takes a waiting conversation or a ticket (taking one's own again changes nothing). */
    async claim(agent: ChatAgent, conversationId: string): Promise<void> {
      const result = await db.transaction(async (txn) => {
        const c = await repo.findConversation(txn, conversationId, { forUpdate: true });
        if (!c) throw notFound();
        if (c.status === 'closed') throw conflict(CHAT_MESSAGES.alreadyClosed);
        if (c.status === 'active' && c.agentId === agent.id) return null;
        if (c.status === 'active' && !agent.mayActForOthers) throw conflict(CHAT_MESSAGES.alreadyTaken);
        const assigned = await repo.assignConversation(txn, c.id, agent, new Date(now()));
        const joined = await store(txn, assigned, systemMessage(CHAT_MESSAGES.joined(agent.name)));
        return { c: (await repo.findConversation(txn, c.id))!, joined };
      });
      if (result) await announce(result.c, [result.joined], { conversation: true, desk: true });
    },

    async transfer(agent: ChatAgent, conversationId: string, to: { id: string; name: string }): Promise<void> {
      if (!(await onDutyIds()).includes(to.id)) throw badRequest(CHAT_MESSAGES.notOnDuty);
      const result = await db.transaction(async (txn) => {
        const c = await repo.findConversation(txn, conversationId, { forUpdate: true });
        if (!c) throw notFound();
        if (c.status === 'closed') throw conflict(CHAT_MESSAGES.alreadyClosed);
        if (c.agentId === to.id) throw badRequest(CHAT_MESSAGES.sameAgent);
        if (c.agentId !== agent.id && !agent.mayActForOthers) throw new HttpError(403, CHAT_MESSAGES.notYours);
        const assigned = await repo.assignConversation(txn, c.id, to, new Date(now()));
        const line = await store(txn, assigned, systemMessage(CHAT_MESSAGES.transferred(to.name)));
        return { c: (await repo.findConversation(txn, c.id))!, line };
      });
      await announce(result.c, [result.line], { conversation: true, desk: true });
    },

    /** The agent's message; a conversation nobody has yet becomes the agent's. */
    async reply(agent: ChatAgent, body: { conversationId: string; clientId: string; text?: string | undefined; image?: { contentType: ChatImageType; data: string } | undefined }): Promise<ChatMessageView> {
      const image = body.image ? decodeImage(body.image) : null;
      const text = body.text?.trim() ? body.text.trim() : null;
      return once(async () => {
        const existing = await repo.findMessageByClientId(db, body.conversationId, body.clientId);
        if (existing) return messageView(existing);
        const stored: MessageRow[] = [];
        let assigned = false;
        const c = await db.transaction(async (txn) => {
          let c = await repo.findConversation(txn, body.conversationId, { forUpdate: true });
          if (!c) throw notFound();
          if (c.status === 'closed') throw conflict(CHAT_MESSAGES.alreadyClosed);
          if (c.status === 'active' && c.agentId !== agent.id && !agent.mayActForOthers) throw new HttpError(403, CHAT_MESSAGES.notYours);
          if (c.status !== 'active') {
            assigned = true;
            c = await repo.assignConversation(txn, c.id, agent, new Date(now()));
            stored.push(await store(txn, c, systemMessage(CHAT_MESSAGES.joined(agent.name))));
          }
          stored.push(await store(txn, c, { clientId: body.clientId, sender: 'agent', agentId: agent.id, senderName: agent.name, text, image, imageType: body.image?.contentType ?? null }));
          return (await repo.findConversation(txn, c.id))!;
        });
        await announce(c, stored, { conversation: assigned, desk: true });
        return messageView(stored.at(-1)!);
      });
    },

    async agentMark(conversationId: string, marks: { delivered?: number | undefined; read?: number | undefined }) {
      const before = await repo.findConversation(db, conversationId);
      if (!before) throw notFound();
      const c = (await repo.raiseMarks(db, before.id, 'agent', marks))!;
      if (c.agentDelivered !== before.agentDelivered || c.agentRead !== before.agentRead) {
        await bus.publish(ownerTopic(ownerOf(c)), { type: 'chat-conversation', conversation: conversationView(c) });
        if (c.agentRead !== before.agentRead) await publishToConsole(deps.console, 'chatDesk', { type: 'chat-desk' });
      }
      return { ok: true as const };
    },

    async agentTyping(conversationId: string) {
      const c = await repo.findConversation(db, conversationId);
      if (!c) throw notFound();
      if (c.status !== 'closed') await bus.publish(ownerTopic(ownerOf(c)), { type: 'chat-typing', conversationId: c.id });
      return { ok: true as const };
    },

    async close(agent: ChatAgent, conversationId: string, tag: ChatCloseTag): Promise<void> {
      const result = await db.transaction(async (txn) => {
        const c = await repo.findConversation(txn, conversationId, { forUpdate: true });
        if (!c) throw notFound();
        if (c.status === 'closed') throw conflict(CHAT_MESSAGES.alreadyClosed);
        if (c.status === 'active' && c.agentId !== agent.id && !agent.mayActForOthers) throw new HttpError(403, CHAT_MESSAGES.notYours);
        const line = await store(txn, c, systemMessage(CHAT_MESSAGES.ended));
        const closed = await repo.closeConversation(txn, c.id, { tag, by: agent.id, at: new Date(now()) });
        return { c: closed, line };
      });
      await announce(result.c, [result.line], { conversation: true, desk: true });
    },

    cannedReplies: () => repo.cannedReplies(db),
    async saveCannedReply(by: string, reply: { title: string; text: string }) {
      await repo.insertCannedReply(db, { ...reply, by, at: new Date(now()) });
    },
    async deleteCannedReply(id: number) {
      if (!(await repo.deleteCannedReply(db, id))) throw new HttpError(404, CHAT_MESSAGES.cannedNotFound);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
