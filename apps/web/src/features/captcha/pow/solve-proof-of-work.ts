import { findNonce } from './pow.ts';

/** Solves in a Web Worker; aborting terminates the worker. */
export function solveProofOfWork(challenge: string, difficulty: number, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./pow.worker.ts', import.meta.url), { type: 'module', name: 'captcha-pow' });
    } catch {
      // No module workers here: do the work in the page rather than fail the captcha.
      resolve(findNonce(challenge, difficulty));
      return;
    }
    const onAbort = () => {
      worker.terminate();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<{ nonce: string }>) => {
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      resolve(event.data.nonce);
    };
    worker.onerror = () => {
      signal?.removeEventListener('abort', onAbort);
      worker.terminate();
      reject(new Error('Proof-of-work worker failed'));
    };
    worker.postMessage({ challenge, difficulty });
  });
}
