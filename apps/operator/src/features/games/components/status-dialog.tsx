import type { GameProviderCode, GameStatus } from '@app/domain';
import { ActionDialog, type AskedText } from '../../../components/action-dialog.tsx';
import { t } from '../../../lib/i18n.ts';

/** A status change the operator has picked and not yet confirmed. */
export type StatusChange = { to: GameStatus; name: string; message: string | null } & (
  | { kind: 'game'; gameId: string }
  | { kind: 'provider'; provider: GameProviderCode }
);

/** The contract's bounds of a maintenance message (`maintenanceMessage`): 1 to 200 characters. */
const messageField = (initial: string | null): AskedText => ({
  label: t.games.message,
  min: 1,
  max: 200,
  tooShort: t.games.messageRequired,
  hint: t.games.messageHint,
  initial: initial ?? undefined,
});

type StatusDialogProps = { change: StatusChange; busy: boolean; onConfirm: (message: string | undefined) => void; onCancel: () => void };

/** What the change does to members, asked before it is made; maintenance asks for the message they will read. */
export function StatusDialog({ change, busy, onConfirm, onCancel }: StatusDialogProps) {
  const { to, kind } = change;
  const name = kind === 'provider' ? t.games.provider(change.name) : change.name;
  const effect = kind === 'provider' ? t.games.providerEffects[to] : t.games.gameEffects[to];
  return (
    <ActionDialog
      title={t.games.titles[to](name)}
      askReason={false}
      {...(to === 'maintenance' ? { askText: messageField(change.message) } : {})}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="action-dialog__question">{effect}</p>
    </ActionDialog>
  );
}
