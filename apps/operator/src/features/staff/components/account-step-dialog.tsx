import { useId, useState } from 'react';
import { OPERATOR_ROLES, type OperatorRole } from '@app/contract/operator-permissions';
import { OPERATOR_PASSWORD_MAX, OPERATOR_PASSWORD_MIN } from '@app/contract/operator-routes';
import type { OperatorAccount } from '@app/contract';
import { ActionDialog } from '../../../components/action-dialog.tsx';
import { t } from '../../../lib/i18n.ts';
import { passwordProblem } from '../utils/password-rules.ts';
import { useResetOperatorPassword } from '../api/reset-operator-password.ts';
import { useResetOperatorTwoFactor } from '../api/reset-operator-two-factor.ts';
import { useSetOperatorRole } from '../api/set-operator-role.ts';
import { useSetOperatorStatus } from '../api/set-operator-status.ts';

export type AccountStep = 'role' | 'status' | 'password' | 'twoFactor';

type AccountStepDialogProps = {
  step: AccountStep;
  account: OperatorAccount;
  /** The step went through: what to tell the admin. */
  onDone: (message: string) => void;
  onCancel: () => void;
};

/**
 * One step on another operator's account, asked first in a dialog: the new role, the disable or enable,
 * the new password (checked against the rules before it is sent), or two-factor sign-in off. A refusal
 * reaches the admin through the "Tin nhắn" dialog, as every failed change does.
 */
export function AccountStepDialog({ step, account, onDone, onCancel }: AccountStepDialogProps) {
  const ids = { field: useId(), error: useId() };
  const role = useSetOperatorRole();
  const status = useSetOperatorStatus();
  const password = useResetOperatorPassword();
  const twoFactor = useResetOperatorTwoFactor();
  const [newRole, setNewRole] = useState<OperatorRole>(() => OPERATOR_ROLES.find((r) => r !== account.role) ?? account.role);
  const [newPassword, setNewPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const s = t.staff;
  const { username } = account;
  const disabling = account.status === 'active';
  const settle = (message: string) => ({ onSuccess: () => onDone(message), onError: onCancel });

  const confirm = () => {
    const operatorId = account.id;
    if (step === 'role') role.mutate({ operatorId, role: newRole }, settle(s.done.role(username, t.roles[newRole])));
    if (step === 'status') status.mutate({ operatorId, status: disabling ? 'disabled' : 'active' }, settle(disabling ? s.done.disabled(username) : s.done.enabled(username)));
    if (step === 'twoFactor') twoFactor.mutate({ operatorId }, settle(s.done.twoFactor(username)));
    if (step === 'password') {
      const found = passwordProblem(username, newPassword);
      setProblem(found);
      if (!found) password.mutate({ operatorId, password: newPassword }, settle(s.done.password(username)));
    }
  };

  const title = {
    role: s.roleTitle(username),
    status: disabling ? s.disableTitle(username) : s.enableTitle(username),
    password: s.passwordTitle(username),
    twoFactor: s.twoFactorTitle(username),
  }[step];
  const effect = { role: s.roleEffect, status: disabling ? s.disableEffect : s.enableEffect, password: s.passwordEffect, twoFactor: s.twoFactorEffect }[step];

  return (
    <ActionDialog
      title={title}
      askReason={false}
      busy={role.isPending || status.isPending || password.isPending || twoFactor.isPending}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {step === 'role' ? (
        <div className="field">
          <label className="field__label" htmlFor={ids.field}>
            {s.roleLabel}
          </label>
          <select id={ids.field} className="field__input" value={newRole} onChange={(e) => setNewRole(e.target.value as OperatorRole)}>
            {OPERATOR_ROLES.filter((r) => r !== account.role).map((r) => (
              <option key={r} value={r}>
                {t.roles[r]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {step === 'password' ? (
        <div className="field">
          <label className="field__label" htmlFor={ids.field}>
            {s.passwordLabel}
          </label>
          <input
            id={ids.field}
            className="field__input"
            type="password"
            autoComplete="new-password"
            minLength={OPERATOR_PASSWORD_MIN}
            maxLength={OPERATOR_PASSWORD_MAX}
            aria-invalid={problem !== null}
            aria-describedby={problem ? ids.error : undefined}
            value={newPassword}
            onChange={(e) => {
              setNewPassword(e.target.value);
              setProblem(null);
            }}
          />
          {problem ? (
            <p id={ids.error} className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="action-dialog__question">{effect}</p>
    </ActionDialog>
  );
}
