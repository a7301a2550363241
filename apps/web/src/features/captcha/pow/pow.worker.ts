import { findNonce } from './pow.ts';

/** Runs the proof of work off the main thread, so the page stays responsive while it counts. */
type Job = { challenge: string; difficulty: number };

self.onmessage = (event: MessageEvent<Job>) => {
  const { challenge, difficulty } = event.data;
  self.postMessage({ nonce: findNonce(challenge, difficulty) });
};
