import type { DepositChannelOption, DepositView } from '@app/contract';
import { formatMoney } from '@app/domain';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../../config/paths.ts';
import { depositText as m } from '../../../lib/i18n/deposit.ts';
import { useAppStore } from '../../../stores/app-store.ts';
import { useDeposit } from '../api/get-deposit.ts';
import { payUrl, readFlowPlace, resultUrl } from '../utils/flow-url.ts';
import { AmountStep } from './amount-step.tsx';
import { ChannelStep } from './channel-step.tsx';
import { InstructionsStep } from './instructions-step.tsx';
import { ResultStep } from './result-step.tsx';
import { StepIndicator, type DepositStep } from './step-indicator.tsx';
import './deposit.css';

/**
 * The deposit flow of both variants (the route files only frame it): choose a channel, enter the
 * amount, pay, follow the result. Replacing the address at each step keeps "back" meaning "leave the
 * flow" once a deposit exists, instead of returning to a form that would create a second one.
 */
export function DepositFlow() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const place = readFlowPlace(search);
  const [option, setOption] = useState<DepositChannelOption | null>(null);
  const step: DepositStep = place ? (place.paying ? 2 : 3) : option ? 1 : 0;
  const panel = useStepFocus(step);

  function created(deposit: DepositView) {
    setOption(null);
    navigate(payUrl(deposit.id), { replace: true });
  }

  function startAgain() {
    setOption(null);
    navigate(paths.deposit, { replace: true });
  }

  return (
    <div className="deposit">
      <StepIndicator step={step} />
      <MainBalance />
      <div ref={panel} className="deposit__panel">
        {place ? (
          <DepositById id={place.depositId} live={!place.paying} onAgain={startAgain}>
            {(deposit) =>
              place.paying ? (
                <InstructionsStep deposit={deposit} onPaid={() => navigate(resultUrl(deposit.id), { replace: true })} />
              ) : (
                <ResultStep deposit={deposit} onAgain={startAgain} />
              )
            }
          </DepositById>
        ) : option ? (
          <AmountStep option={option} onBack={() => setOption(null)} onCreated={created} />
        ) : (
          <ChannelStep onPick={setOption} />
        )}
      </div>
    </div>
  );
}

/**
 * The main account's balance from the store, which follows the server (logged-in info, pushed balance
 * events): when a deposit succeeds, the member sees it arrive here without leaving the flow.
 */
function MainBalance() {
  const balance = useAppStore((s) => s.balance);
  return (
    <p className="deposit-balance">
      <span>{m.mainBalance}</span>
      <strong className="num" data-testid="main-balance">
        {formatMoney(balance)}
      </strong>
    </p>
  );
}

/** Steps 2 and 3 read the deposit by id: from the cache right after creating it, from the server after a reload. */
function DepositById({
  id,
  live,
  onAgain,
  children,
}: {
  id: number;
  /** Step 3 follows the status; step 2 only needs the instructions. */
  live: boolean;
  onAgain: () => void;
  children: (deposit: DepositView) => ReactNode;
}) {
  const deposit = useDeposit(id, { live });
  if (deposit.data) return children(deposit.data);
  if (deposit.isError) {
    return (
      <section className="deposit-card deposit-problem" aria-labelledby="deposit-step-heading">
        <h2 id="deposit-step-heading" className="deposit-card__title" tabIndex={-1}>
          {m.detail.failed}
        </h2>
        <button type="button" className="btn btn--primary btn--large" onClick={onAgain}>
          {m.result.again}
        </button>
      </section>
    );
  }
  return (
    <div className="deposit-loading" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{m.detail.loading}</span>
    </div>
  );
}

/**
 * Moves focus to the new step's heading when the step changes (not on arrival), so keyboard and screen
 * reader users start reading the step they are on, and the page scrolls to it.
 */
function useStepFocus(step: DepositStep) {
  const panel = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    panel.current?.querySelector<HTMLElement>('#deposit-step-heading')?.focus();
  }, [step]);
  return panel;
}
