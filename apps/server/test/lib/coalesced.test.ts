import { describe, expect, it } from 'vitest';
import { coalesced } from '../../src/lib/coalesced.ts';

/** A send whose calls are held until released, recording the questions of each call. */
function heldSend<Q, A>(answer: (q: Q) => A | PromiseLike<A>) {
  const calls: Q[][] = [];
  const releases: (() => void)[] = [];
  const send = (questions: Q[]) => {
    calls.push(questions);
    return new Promise<(A | PromiseLike<A>)[]>((resolve) => releases.push(() => resolve(questions.map(answer))));
  };
  return { send, calls, release: () => releases.shift()!() };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesced', () => {
  it('sends a question alone at once, and those asked while it is on its way together in the next call, each answered in order', async () => {
    const held = heldSend((q: number) => q * 10);
    const ask = coalesced(held.send, { batch: 100 });
    const first = ask(1);
    await tick();
    expect(held.calls).toEqual([[1]]);
    const rest = [ask(2), ask(3), ask(4)];
    await tick();
    expect(held.calls).toHaveLength(1);
    held.release();
    expect(await first).toBe(10);
    await tick();
    expect(held.calls).toEqual([[1], [2, 3, 4]]);
    held.release();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('sends at most `batch` questions a call', async () => {
    const held = heldSend((q: number) => q);
    const ask = coalesced(held.send, { batch: 2 });
    const answers = Promise.all([1, 2, 3, 4, 5].map(ask));
    for (let i = 0; i < 3; i++) {
      await tick();
      held.release();
    }
    expect(await answers).toEqual([1, 2, 3, 4, 5]);
    expect(held.calls).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('carries at most one question per key a call: another of the same key waits for the next, in order', async () => {
    const held = heldSend((q: { player: string; n: number }) => `${q.player}${q.n}`);
    const ask = coalesced(held.send, { batch: 10, key: (q) => q.player });
    const answers = Promise.all([
      ask({ player: 'a', n: 1 }),
      ask({ player: 'a', n: 2 }),
      ask({ player: 'b', n: 1 }),
      ask({ player: 'a', n: 3 }),
      ask({ player: 'c', n: 1 }),
    ]);
    for (let i = 0; i < 3; i++) {
      await tick();
      held.release();
    }
    expect(await answers).toEqual(['a1', 'a2', 'b1', 'a3', 'c1']);
    expect(held.calls.map((call) => call.map((q) => `${q.player}${q.n}`))).toEqual([['a1'], ['a2', 'b1', 'c1'], ['a3']]);
  });

  it('fails each question of a failed call, and none of the next call', async () => {
    let fail = true;
    const calls: number[][] = [];
    const ask = coalesced(
      async (questions: number[]) => {
        calls.push(questions);
        await tick();
        if (fail) {
          fail = false;
          throw new Error('down');
        }
        return questions;
      },
      { batch: 10 },
    );
    const results = await Promise.allSettled([ask(1), ask(2), ask(3)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(calls).toEqual([[1], [2, 3]]);
  });

  it('fails only the question whose own answer failed, and a send that throws at once fails its call', async () => {
    const ask = coalesced(async (questions: number[]) => questions.map((q) => (q === 2 ? Promise.reject(new Error('two')) : q)), { batch: 10 });
    const results = await Promise.allSettled([ask(1), ask(2), ask(3)]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);

    const throwing = coalesced<number, number>(
      () => {
        throw new Error('at once');
      },
      { batch: 10 },
    );
    await expect(throwing(1)).rejects.toThrow('at once');
    await expect(throwing(2)).rejects.toThrow('at once');
  });

  it('refuses an answer list of the wrong length for the whole call', async () => {
    const ask = coalesced(async (questions: number[]) => questions.slice(1), { batch: 10 });
    await expect(ask(1)).rejects.toThrow('0 answers for 1 questions');
  });
});
