import type { SANDBOX_FAULTS } from '@app/contract/sandbox-provider';

export type SandboxFault = (typeof SANDBOX_FAULTS)[number];
export type ArmedFault = { fault: Exclude<SandboxFault, 'none'>; delayMs: number };

/**
 * Test-only fault injection (the `__faults` route, never in production): one fault armed at a time,
 * for the next `count` transfer calls, or for the next `count` bet pushes when it is 'duplicate-callback'.
 * Kept in this process's memory: each instance of a deployment has its own, as a remote provider's
 * servers would.
 */
export type Faults = {
  arm(spec: { fault: SandboxFault; count: number; delayMs: number }): void;
  /** The fault for this transfer call, if one is armed for transfers; counts it down. */
  takeForTransfer(): ArmedFault | null;
  /** Whether this bet push is to be sent twice; counts it down. */
  takeForPush(): boolean;
};

export function createFaults(): Faults {
  let armed: (ArmedFault & { remaining: number }) | null = null;
  const take = (matches: (fault: ArmedFault['fault']) => boolean): ArmedFault | null => {
    if (!armed || !matches(armed.fault)) return null;
    const { fault, delayMs } = armed;
    armed.remaining -= 1;
    if (armed.remaining <= 0) armed = null;
    return { fault, delayMs };
  };
  return {
    arm({ fault, count, delayMs }) {
      armed = fault === 'none' ? null : { fault, delayMs, remaining: count };
    },
    takeForTransfer: () => take((fault) => fault !== 'duplicate-callback'),
    takeForPush: () => take((fault) => fault === 'duplicate-callback') !== null,
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
