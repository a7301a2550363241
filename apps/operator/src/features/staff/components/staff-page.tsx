import { useState } from 'react';
import type { OperatorAccount } from '@app/contract';
import { t } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOperatorAccounts } from '../api/operator-accounts.ts';
import { AccountStepDialog, type AccountStep } from './account-step-dialog.tsx';
import { CreateOperatorForm } from './create-operator-form.tsx';
import { OperatorTable } from './operator-table.tsx';
import './staff.css';

/**
 * "Nhân viên" (the admin's alone: the route and the menu entry ask useMay('operatorList')): every
 * operator account with its role, status and two-factor state, the steps an admin takes on another
 * account (each asks first), and a new account with the password the admin gives it.
 */
export function StaffPage() {
  useDocumentTitle(t.staff.heading);
  const list = useOperatorAccounts();
  const me = useSession()?.operator.id;
  const [step, setStep] = useState<{ kind: AccountStep; account: OperatorAccount } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section className="page" aria-labelledby="staff-heading">
      <header className="page__header page__header--stacked">
        <h1 id="staff-heading" className="page__title">
          {t.staff.heading}
        </h1>
        <p className="page__lead">{t.staff.lead}</p>
        <p className="staff__notice" role="status">
          {notice}
        </p>
      </header>
      <div className="staff-layout">
        <section className="panel" aria-labelledby="staff-list-title">
          <h2 id="staff-list-title" className="panel__title">
            {t.staff.listTitle}
          </h2>
          {list.data ? (
            <OperatorTable
              accounts={list.data.operators}
              me={me}
              onStep={(kind, account) => {
                setNotice(null);
                setStep({ kind, account });
              }}
            />
          ) : list.isPending ? (
            <p className="hint panel__body" role="status">
              <span className="spinner" aria-hidden="true" /> {t.loading}
            </p>
          ) : null}
        </section>
        <CreateOperatorForm onCreated={(username) => setNotice(t.staff.done.created(username))} />
      </div>
      {step ? (
        <AccountStepDialog
          key={`${step.kind}:${step.account.id}`}
          step={step.kind}
          account={step.account}
          onDone={(message) => {
            setNotice(message);
            setStep(null);
          }}
          onCancel={() => setStep(null)}
        />
      ) : null}
    </section>
  );
}
