import { OPERATOR_ROLES, operatorMay, type OperatorRole } from '@app/contract/operator-permissions';
import type { OperatorEvent, OperatorRouteName } from '@app/contract';
import type { EventBus, MemberEventBus } from './member-event-bus.ts';

/** The console's pushes (issue 10): one bus, a topic per back-office role; each console stream hears its operator's role. */
export type OperatorEventBus = EventBus<OperatorEvent>;

export const operatorRoleTopic = (role: OperatorRole) => `role:${role}`;

/** Publishes to the roles that may call `route` (the chat desk's events to admin and support, the review queue's to admin and finance). */
export async function publishToConsole(bus: OperatorEventBus, route: Exclude<OperatorRouteName, 'login'>, event: OperatorEvent): Promise<void> {
  await Promise.all(OPERATOR_ROLES.filter((role) => operatorMay(role, route)).map((role) => bus.publish(operatorRoleTopic(role), event)));
}

/**
 * The members' bus, with the console told as well: every payment-status a member's tabs hear (a new
 * request, a review step, a gateway's confirmation) is also a change in the review queue and the
 * dashboard, wherever it happened. One place, so no payment path can forget to tell the console.
 */
export function teeToConsole(members: MemberEventBus, console: OperatorEventBus): MemberEventBus {
  return {
    async publish(memberId, event) {
      await members.publish(memberId, event);
      if (event.type !== 'payment-status') return;
      await publishToConsole(console, 'reviewQueue', { type: 'review-queue', requestType: event.requestType, id: event.id, status: String(event.status) });
      await publishToConsole(console, 'dashboard', { type: 'dashboard' });
    },
    subscribe: (memberId, listener) => members.subscribe(memberId, listener),
    close: () => members.close(),
  };
}
