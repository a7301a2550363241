import { BACCARAT_BETS, type BaccaratBet } from '@app/domain/casino';
import { h } from '../../lib/dom.ts';
import { openDialog } from '../../ui/dialog.ts';
import { bt } from './baccarat-text.ts';
import type { Limits, ShoeAnswer, TableState } from './baccarat-types.ts';
import { callBaccarat } from './baccarat-api.ts';
import { checkShoe, type ShoeCheck } from './shoe-verify.ts';

/** "Thông tin trò chơi": how a round runs, what each spot pays, and the table's limits. */
export function openBaccaratRules(limits: Limits | null): void {
  const rows = (Object.keys(BACCARAT_BETS) as BaccaratBet[]).map((kind) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row', text: BACCARAT_BETS[kind].name }),
      h('td', { text: BACCARAT_BETS[kind].pays }),
      h('td', { class: 'bac-num', text: limits ? bt.limit(limits[kind].min, limits[kind].max) : '' }),
    ),
  );
  openDialog(
    bt.rulesTitle,
    h('p', { text: bt.rulesIntro }),
    h(
      'table',
      { class: 'bac-rules' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col', text: bt.rulesSpot }), h('th', { scope: 'col', text: bt.rulesPays }), h('th', { scope: 'col', text: bt.rulesLimits }))),
      h('tbody', {}, ...rows),
    ),
    h('p', { text: bt.rulesTie }),
  );
}

export function checkText(check: ShoeCheck): string {
  switch (check.kind) {
    case 'pending':
      return bt.verifyNone;
    case 'bad-hash':
      return bt.verifyBadHash;
    case 'mismatch':
      return bt.verifyBadRounds(check.rounds);
    case 'ok':
      return bt.verifyOk(check.rounds);
  }
}

/** Fetches the shoe's public rounds and recomputes them from its revealed seed. */
export async function verifyShoe(shoeId: string): Promise<string> {
  const answer = await callBaccarat<ShoeAnswer>('baccaratShoe', { shoeId });
  return checkText(checkShoe(answer));
}

/** "Công bằng": the shoe in play (its hash), the last finished one (its seed) and its "Kiểm tra". */
export function openBaccaratFairness(state: TableState | null): void {
  const output = h('p', { class: 'bac-verify', role: 'status' });
  const last = state?.lastShoe ?? null;
  const button = h('button', {
    type: 'button',
    class: 'button button--primary',
    text: bt.verify,
    disabled: !last,
    onClick: () => void runCheck(),
  });
  async function runCheck() {
    if (!last) return;
    button.disabled = true;
    button.textContent = bt.verifying;
    try {
      output.textContent = await verifyShoe(last.shoeId);
    } catch (error) {
      output.textContent = (error as Error).message;
    } finally {
      button.disabled = false;
      button.textContent = bt.verify;
    }
  }
  openDialog(
    bt.fairTitle,
    h('p', { text: bt.fairIntro }),
    h('h3', { class: 'bac-panel__title', text: bt.shoe }),
    h('p', { class: 'bac-hash mono', text: state ? `${state.shoe.shoeId} · ${bt.shoeHash}: ${state.shoe.serverSeedHash}` : '' }),
    h('h3', { class: 'bac-panel__title', text: bt.lastShoe }),
    last ? h('p', { class: 'bac-hash mono', text: `${last.shoeId} · ${bt.serverSeed}: ${last.serverSeed ?? ''}` }) : h('p', { text: bt.verifyNone }),
    button,
    output,
  );
}
