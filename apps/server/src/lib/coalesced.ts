/**
 * Questions asked one at a time, answered together: while one call is on its way, the questions asked
 * meanwhile wait, and leave together (up to `batch`) as soon as it is answered. A question asked alone
 * leaves at once, so nothing waits when the load is light; under load one call (one HTTP exchange, one
 * statement) answers many. Each question still gets an answer formed after it was asked.
 *
 * `send` answers each question in the order given: with its answer, or with a promise of it, so a
 * question can fail on its own. A call that fails as a whole fails each of its questions, never those of
 * the next call. With `key`, a call carries at most one question per key: another of the same key waits
 * for the next call (for a write per player that must see the last one's effect).
 */
export function coalesced<Q, A>(
  send: (questions: Q[]) => Promise<readonly (A | PromiseLike<A>)[]>,
  { batch, key }: { batch: number; key?: (question: Q) => string },
): (question: Q) => Promise<A> {
  type Waiting = { question: Q; resolve: (answer: A | PromiseLike<A>) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let sending = false;

  /** The next call's questions, taken from those waiting in order; the rest stay, in order. */
  function take(): Waiting[] {
    if (!key) return waiting.splice(0, batch);
    const keys = new Set<string>();
    const leaving: Waiting[] = [];
    const staying: Waiting[] = [];
    for (const w of waiting) {
      const k = key(w.question);
      if (leaving.length < batch && !keys.has(k)) {
        keys.add(k);
        leaving.push(w);
      } else staying.push(w);
    }
    waiting = staying;
    return leaving;
  }

  function next(): void {
    if (sending || waiting.length === 0) return;
    const leaving = take();
    sending = true;
    // A send that throws at once is a failed call all the same.
    Promise.resolve()
      .then(() => send(leaving.map((w) => w.question)))
      .then(
        (answers) => {
          if (answers.length !== leaving.length) throw new Error(`coalesced: ${answers.length} answers for ${leaving.length} questions`);
          leaving.forEach((w, i) => w.resolve(answers[i]!));
        },
        (error: unknown) => leaving.forEach((w) => w.reject(error)),
      )
      .catch((error: unknown) => leaving.forEach((w) => w.reject(error)))
      .finally(() => {
        sending = false;
        next();
      });
  }

  return (question) =>
    new Promise<A>((resolve, reject) => {
      waiting.push({ question, resolve, reject });
      next();
    });
}
