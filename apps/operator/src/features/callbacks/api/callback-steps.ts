import { useMutation } from '@tanstack/react-query';
import type { OperatorCallbackQueue } from '@app/contract';
import { operatorCall } from '../../../lib/api-client.ts';
import { useSetCallbackQueue } from './callback-queue.ts';

export type CallbackStep = 'claim' | 'done' | 'unreachable';
export type CallbackStepInput = { step: CallbackStep; id: number; note: string | undefined };

/** One contract entry per step: "Nhận" (note optional), "Đã gọi" and "Không liên lạc được" (note required). */
export function runCallbackStep({ step, id, note }: CallbackStepInput): Promise<OperatorCallbackQueue> {
  switch (step) {
    case 'claim':
      return operatorCall('callbackClaim', { id, ...(note ? { note } : {}) });
    case 'done':
      return operatorCall('callbackDone', { id, note: note ?? '' });
    case 'unreachable':
      return operatorCall('callbackUnreachable', { id, note: note ?? '' });
  }
}

/** A refusal (someone else took it, it was closed meanwhile) reaches the message dialog; the queue is asked again either way. */
export function useCallbackStep() {
  const setQueue = useSetCallbackQueue();
  return useMutation({ mutationKey: ['callbacks', 'step'], mutationFn: runCallbackStep, onSuccess: setQueue });
}
