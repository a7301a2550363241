import { CALLBACK_ACTION_NOTE_MAX, CALLBACK_CLOSE_NOTE_MIN, formatCallbackWindow, type OperatorCallbackItem } from '@app/contract/callbacks';
import { formatPhone } from '@app/domain';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import type { CallbackStep } from '../api/callback-steps.ts';

type CallbackStepDialogProps = {
  item: OperatorCallbackItem;
  step: CallbackStep;
  /** Claiming a request another operator has (an admin's "Nhận thay"). */
  takingOver: boolean;
  now: number;
  busy: boolean;
  onConfirm: (note: string | undefined) => void;
  onCancel: () => void;
};

const TITLES: Record<CallbackStep, string> = { claim: t.callbacks.claimTitle, done: t.callbacks.doneTitle, unreachable: t.callbacks.unreachableTitle };

/** Each step asks first, with its note: optional when claiming, what happened when closing (the server holds the same bounds). */
export function CallbackStepDialog({ item, step, takingOver, now, busy, onConfirm, onCancel }: CallbackStepDialogProps) {
  const c = t.callbacks;
  const claim = step === 'claim';
  const who = item.member ? item.member.username : c.visitor;
  return (
    <ActionDialog
      title={claim && takingOver ? c.takeOverTitle : TITLES[step]}
      askReason={false}
      askText={{
        label: c.note,
        min: claim ? 0 : CALLBACK_CLOSE_NOTE_MIN,
        max: CALLBACK_ACTION_NOTE_MAX,
        tooShort: c.noteTooShort,
        hint: claim ? c.claimNoteHint : c.closeNoteHint,
      }}
      busy={busy}
      onConfirm={(note) => onConfirm(note || undefined)}
      onCancel={onCancel}
    >
      <p className="action-dialog__question">{c.request(formatPhone(item.phone), who, formatCallbackWindow(item, now))}</p>
      {item.note ? <p className="hint">“{item.note}”</p> : null}
      {item.claimedBy && takingOver ? <p className="hint">{c.takeOverWarning(item.claimedBy.name)}</p> : null}
    </ActionDialog>
  );
}
