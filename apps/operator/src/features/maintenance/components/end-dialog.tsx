import { formatDateTime } from '@app/domain';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import type { MaintenanceWindow } from './maintenance-table.tsx';

type EndDialogProps = { window: MaintenanceWindow; active: boolean; busy: boolean; onConfirm: () => void; onCancel: () => void };

/** "Kết thúc ngay" (members get the area back now) or "Hủy lịch" (the announcement goes too), asked first. */
export function EndDialog({ window, active, busy, onConfirm, onCancel }: EndDialogProps) {
  const area = t.maintenance.areas[window.area] + (window.providerCode ? ` ${window.providerCode}` : '');
  return (
    <ActionDialog
      title={active ? t.maintenance.endTitle : t.maintenance.cancelTitle}
      askReason={false}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p className="action-dialog__question">
        {active ? t.maintenance.endQuestion(area, formatDateTime(window.endsAt)) : t.maintenance.cancelQuestion(area, formatDateTime(window.startsAt))}
      </p>
      <p className="hint">“{window.message}”</p>
    </ActionDialog>
  );
}
