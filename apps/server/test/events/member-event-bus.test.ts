import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { MemberEvent } from '@app/contract';
import { createMemoryEventBus, type MemberEventBus } from '../../src/lib/events/member-event-bus.ts';
import { createRedisMemberEventBus, memberEventChannel } from '../../src/lib/events/redis-member-event-bus.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Each kind of bus, and how two instances of one deployment get theirs. */
const BUSES: Array<{ name: string; deployment(): { instance(): MemberEventBus; prefix: string } }> = [
  {
    name: 'memory',
    deployment() {
      const shared = createMemoryEventBus();
      return { instance: () => shared, prefix: '' };
    },
  },
  ...(redisUrl
    ? [
        {
          name: 'Redis',
          deployment() {
            const prefix = `test:${randomBytes(6).toString('hex')}:`;
            return { instance: () => createRedisMemberEventBus(redisUrl, prefix), prefix };
          },
        },
      ]
    : []),
];

const balance = (amount: number): MemberEvent => ({ type: 'balance', balance: amount, totalBalance: amount });

/** Collects what a listener hears; `waitFor` resolves once it has heard `count` events. */
function recorder() {
  const heard: MemberEvent[] = [];
  return {
    heard,
    listener: (event: MemberEvent) => heard.push(event),
    async waitFor(count: number) {
      for (let i = 0; i < 250 && heard.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(heard.length).toBeGreaterThanOrEqual(count);
    },
  };
}

describe.each(BUSES)('$name member event bus', ({ deployment }) => {
  const toClose: MemberEventBus[] = [];
  afterAll(async () => {
    await Promise.all(toClose.map((bus) => bus.close()));
  });
  const newBus = () => {
    const d = deployment();
    const bus = d.instance();
    toClose.push(bus);
    return { bus, d };
  };

  it("delivers a member's events to that member's listeners only, in order", async () => {
    const { bus } = newBus();
    const [a1, a2, b] = [recorder(), recorder(), recorder()];
    const subs = [bus.subscribe('a', a1.listener), bus.subscribe('a', a2.listener), bus.subscribe('b', b.listener)];
    await Promise.all(subs.map((s) => s.ready));
    await bus.publish('a', balance(1));
    await bus.publish('a', balance(2));
    await bus.publish('b', balance(3));
    await b.waitFor(1);
    await a1.waitFor(2);
    await a2.waitFor(2);
    expect(a1.heard).toEqual([balance(1), balance(2)]);
    expect(a2.heard).toEqual([balance(1), balance(2)]);
    expect(b.heard).toEqual([balance(3)]);
  });

  it('stops delivering to a listener once it unsubscribes; unsubscribing twice is harmless', async () => {
    const { bus } = newBus();
    const [gone, stays] = [recorder(), recorder()];
    const unsubscribe = bus.subscribe('m', gone.listener);
    const other = bus.subscribe('m', stays.listener);
    await Promise.all([unsubscribe.ready, other.ready]);
    unsubscribe();
    unsubscribe();
    await bus.publish('m', balance(7));
    await stays.waitFor(1);
    expect(gone.heard).toEqual([]);
    other();
    const later = recorder();
    await bus.subscribe('m', later.listener).ready;
    await bus.publish('m', balance(8));
    await later.waitFor(1);
    expect(stays.heard).toEqual([balance(7)]);
    expect(later.heard).toEqual([balance(8)]);
  });

  it('keeps delivering to the others when one listener throws, and publish never throws', async () => {
    const { bus } = newBus();
    const fine = recorder();
    await bus.subscribe('m', () => {
      throw new Error('broken tab');
    }).ready;
    await bus.subscribe('m', fine.listener).ready;
    await expect(bus.publish('m', balance(5))).resolves.toBeUndefined();
    await fine.waitFor(1);
    expect(fine.heard).toEqual([balance(5)]);
  });

  it('carries events between instances of one deployment', async () => {
    const { bus, d } = newBus();
    const second = d.instance();
    if (second !== bus) toClose.push(second);
    const heard = recorder();
    await bus.subscribe('m', heard.listener).ready;
    await second.publish('m', balance(9));
    await heard.waitFor(1);
    expect(heard.heard).toEqual([balance(9)]);
  });
});

describe.skipIf(!redisUrl)('Redis member event bus subscriptions (needs TEST_REDIS_URL)', () => {
  it("subscribes to a member's channel with the first local listener and leaves it with the last", async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const bus = createRedisMemberEventBus(redisUrl!, prefix);
    const probe = new Redis(redisUrl!);
    const channel = memberEventChannel(prefix, 'm');
    const subscribers = async () => {
      const [, count] = (await probe.pubsub('NUMSUB', channel)) as [string, number];
      return Number(count);
    };
    try {
      expect(await subscribers()).toBe(0);
      const first = bus.subscribe('m', () => {});
      const second = bus.subscribe('m', () => {});
      await Promise.all([first.ready, second.ready]);
      expect(await subscribers()).toBe(1);
      first();
      expect(await subscribers()).toBe(1);
      second();
      for (let i = 0; i < 100 && (await subscribers()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(await subscribers()).toBe(0);
      await bus.publish('m', balance(1));
    } finally {
      await bus.close();
      await probe.quit();
    }
  });

  it('keeps deployments with different prefixes apart', async () => {
    // Prefixes of their own: a fixed pair would hear another run's test publishing on the same channels.
    const run = randomBytes(6).toString('hex');
    const [one, other] = [createRedisMemberEventBus(redisUrl!, `test:${run}:a1:`), createRedisMemberEventBus(redisUrl!, `test:${run}:b2:`)];
    try {
      const [heardOne, heardOther] = [recorder(), recorder()];
      await one.subscribe('m', heardOne.listener).ready;
      await other.subscribe('m', heardOther.listener).ready;
      await other.publish('m', balance(2));
      await one.publish('m', balance(1));
      await heardOne.waitFor(1);
      await heardOther.waitFor(1);
      expect(heardOne.heard).toEqual([balance(1)]);
      expect(heardOther.heard).toEqual([balance(2)]);
    } finally {
      await Promise.all([one.close(), other.close()]);
    }
  });
});

describe('Redis member event bus without Redis', () => {
  it('never throws from publish, and a subscription that could not be made rejects its ready', async () => {
    const bus = createRedisMemberEventBus('redis://127.0.0.1:1', 'test:down:');
    try {
      await expect(bus.publish('m', balance(1))).resolves.toBeUndefined();
      const unsubscribe = bus.subscribe('m', () => {});
      await expect(unsubscribe.ready).rejects.toThrow();
      unsubscribe();
    } finally {
      await bus.close();
    }
  });
});
