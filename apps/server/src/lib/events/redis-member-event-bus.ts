import type { MemberEvent } from '@app/contract';
import { Redis } from 'ioredis';
import { createListenerRegistry, type EventBus, type MemberEventBus } from './member-event-bus.ts';

/** The member's channel; the prefix keeps deployments (and test runs) sharing one Redis apart. */
export const memberEventChannel = (prefix: string, memberId: string) => `${prefix}member-events:${memberId}`;

export function createRedisMemberEventBus(url: string, prefix: string): MemberEventBus {
  return createRedisEventBus<MemberEvent>(url, prefix, 'member-events');
}

/**
 * D9: events between instances through Redis pub/sub. One connection publishes and one listens (a
 * connection in subscriber mode can run no other command). An instance subscribes to a member's
 * channel only while one of that member's tabs is connected to it, so it hears nothing it would drop.
 * Delivery is at most once: a push lost to a Redis outage is healed by the tab's next refetch, never
 * by failing the payment or transfer that published it.
 */
export function createRedisEventBus<E extends { type: string }>(url: string, prefix: string, name: string): EventBus<E> {
  const channelOf = (topic: string) => `${prefix}${name}:${topic}`;
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
  // ioredis reconnects (and resubscribes) by itself; without a listener it would print every outage.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});

  const channelPrefix = channelOf('');
  const registry = createListenerRegistry<E>({
    async onFirst(memberId) {
      await subscriber.subscribe(channelOf(memberId));
    },
    onLast(memberId) {
      subscriber.unsubscribe(channelOf(memberId)).catch(() => {});
    },
  });

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const event = parseEvent<E>(message);
    if (event) registry.deliver(channel.slice(channelPrefix.length), event);
  });

  return {
    async publish(memberId, event) {
      await publisher.publish(channelOf(memberId), JSON.stringify(event)).catch(() => {});
    },
    subscribe: registry.add,
    async close() {
      registry.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
      // A quit that could not reach Redis leaves ioredis reconnecting: stop it for good.
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** Only what this code published reaches the channel, but a bad message must not crash the listener. */
function parseEvent<E>(message: string): E | null {
  try {
    const value = JSON.parse(message) as { type?: unknown } | null;
    return value && typeof value.type === 'string' ? (value as E) : null;
  } catch {
    return null;
  }
}
