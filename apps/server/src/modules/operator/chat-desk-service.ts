import { TRANSACTION_STATUS_LABELS } from '@app/domain';
import type { ChatCloseTag, ChatConversationDetail, ChatDesk, ChatImageType, OperatorProfile } from '@app/contract';
import type { LevelThresholds } from '@app/domain';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/errors.ts';
import type { ChatAgent, ChatService } from '../chat/service.ts';
import { openRequestsOfMember } from '../payments/service.ts';
import { memberDetailView } from './member-view.ts';
import { appendAudit, operatorNames } from './repository.ts';
import type { Actor } from './service.ts';
import { OPERATOR_MESSAGES } from '../../messages/operator.ts';

/**
 * The support desk's side of live chat: the queue and the conversations (the chat module's), with
 * what the console adds — agents' names, the member beside the conversation (balances, open
 * payments, recent chats; never card numbers), and the audit of who took, passed on and closed what.
 */
export function createChatDeskService({ db, chat, levelThresholds }: { db: Database; chat: ChatService; levelThresholds: LevelThresholds }) {
  const agentOf = (operator: OperatorProfile): ChatAgent => ({ id: operator.id, name: operator.displayName, mayActForOthers: operator.role === 'admin' });

  async function desk(operator: OperatorProfile): Promise<ChatDesk> {
    const [items, onDutyIds, cannedReplies] = await Promise.all([chat.openItems(), chat.onDutyIds(), chat.cannedReplies()]);
    const names = await operatorNames(db, onDutyIds);
    return {
      onDuty: onDutyIds.includes(operator.id),
      agentsOnDuty: onDutyIds.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)!.displayName }] : [])),
      waiting: items.filter((i) => i.status === 'waiting'),
      mine: items.filter((i) => i.status === 'active' && i.agentId === operator.id),
      others: items.filter((i) => i.status === 'active' && i.agentId !== operator.id),
      tickets: items.filter((i) => i.status === 'ticket'),
      cannedReplies,
    };
  }

  async function detail(conversationId: string): Promise<ChatConversationDetail> {
    const d = await chat.detail(conversationId);
    const memberId = d.item.memberId;
    if (!memberId) return { ...d, member: null };
    const [view, payments, recentChats] = await Promise.all([
      memberDetailView(db, memberId, levelThresholds),
      openRequestsOfMember(db, memberId, 10),
      chat.recentOfMember(memberId),
    ]);
    if (!view) return { ...d, member: null };
    return {
      ...d,
      member: {
        memberId,
        username: view.member.username,
        nickname: view.member.nickname || null,
        level: view.member.level,
        status: view.member.status,
        registeredAt: view.member.createdAt,
        mainBalance: view.balance,
        totalBalance: view.totalBalance,
        openPayments: payments.map((p) => ({
          id: p.id,
          type: p.type,
          amount: p.amount,
          status: TRANSACTION_STATUS_LABELS[p.status as keyof typeof TRANSACTION_STATUS_LABELS] ?? String(p.status),
          createdAt: p.createdAt.toISOString(),
        })),
        recentChats: recentChats.filter((c) => c.id !== conversationId),
      },
    };
  }

  const audit = (actor: Actor, action: 'chat.claim' | 'chat.transfer' | 'chat.close' | 'chat.canned_save' | 'chat.canned_delete', details: Record<string, string | number>, conversationId?: string) =>
    appendAudit(db, {
      operatorId: actor.operator.id,
      action,
      ...(conversationId ? { target: { kind: 'chat', id: conversationId } } : {}),
      details,
      ip: actor.ip,
    });

  return {
    desk,
    detail,
    async duty(actor: Actor, onDuty: boolean): Promise<ChatDesk> {
      await chat.setDuty(actor.operator.id, onDuty);
      return desk(actor.operator);
    },
    async claim(actor: Actor, conversationId: string) {
      await chat.claim(agentOf(actor.operator), conversationId);
      await audit(actor, 'chat.claim', {}, conversationId);
      return detail(conversationId);
    },
    async transfer(actor: Actor, conversationId: string, toOperatorId: string) {
      const to = (await operatorNames(db, [toOperatorId])).get(toOperatorId);
      if (!to) throw new HttpError(404, OPERATOR_MESSAGES.operatorNotFound);
      await chat.transfer(agentOf(actor.operator), conversationId, { id: toOperatorId, name: to.displayName });
      await audit(actor, 'chat.transfer', { to: to.username }, conversationId);
      return detail(conversationId);
    },
    reply: (actor: Actor, body: { conversationId: string; clientId: string; text?: string | undefined; image?: { contentType: ChatImageType; data: string } | undefined }) =>
      chat.reply(agentOf(actor.operator), body),
    mark: (conversationId: string, marks: { delivered?: number | undefined; read?: number | undefined }) => chat.agentMark(conversationId, marks),
    typing: (conversationId: string) => chat.agentTyping(conversationId),
    async close(actor: Actor, conversationId: string, tag: ChatCloseTag) {
      await chat.close(agentOf(actor.operator), conversationId, tag);
      await audit(actor, 'chat.close', { tag }, conversationId);
      return detail(conversationId);
    },
    async saveCanned(actor: Actor, reply: { title: string; text: string }) {
      await chat.saveCannedReply(actor.operator.id, reply);
      await audit(actor, 'chat.canned_save', { title: reply.title });
      return desk(actor.operator);
    },
    async deleteCanned(actor: Actor, id: number) {
      await chat.deleteCannedReply(id);
      await audit(actor, 'chat.canned_delete', { id });
      return desk(actor.operator);
    },
  };
}

export type ChatDeskService = ReturnType<typeof createChatDeskService>;
