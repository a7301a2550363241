import { CLIENT_SEED_RULE, isValidClientSeed, verifyServerSeed } from '@app/domain';
import { callGame, GameApiError } from '../lib/api-client.ts';
import type { FairnessState, RotateSeedAnswer } from '../lib/api-types.ts';
import { fill, h } from '../lib/dom.ts';
import type { FairnessStore, PlayedRound } from '../lib/fairness-store.ts';
import { t } from '../lib/i18n.ts';
import { openDialog } from './dialog.ts';

export type RoundVerifier = (round: PlayedRound, serverSeed: string) => boolean;

type Options = {
  store: FairnessStore;
  /** True while a round runs: the seed is not changed under it. */
  isBusy(): boolean;
  /** Recomputes a round from the revealed seed with the domain's own game functions. */
  verify: RoundVerifier;
};

/** "Công bằng": the committed hash, the member's client seed, the next nonce, and the seed rotation. */
export function openFairnessPanel({ store, isBusy, verify }: Options): void {
  const hash = h('code', { class: 'mono' });
  const nonce = h('output', { class: 'mono' });
  const input = h('input', {
    id: 'client-seed',
    class: 'text-input mono',
    name: 'clientSeed',
    autocomplete: 'off',
    spellcheck: 'false',
    maxlength: 64,
    required: true,
    'aria-describedby': 'client-seed-rule',
  });
  const formMessage = h('p', { class: 'form-message', role: 'status' });
  const form = h(
    'form',
    { class: 'seed-form', novalidate: true },
    h('label', { for: 'client-seed', text: t.clientSeed }),
    h('div', { class: 'seed-form__row' }, input, h('button', { type: 'submit', class: 'button', text: t.saveClientSeed })),
    h('p', { id: 'client-seed-rule', class: 'hint', text: CLIENT_SEED_RULE }),
    formMessage,
  );
  const revealed = h('div', { class: 'revealed', role: 'status' });
  const rotate = h('button', { type: 'button', class: 'button button--primary', text: t.rotateSeed });

  const render = (state: FairnessState) => {
    hash.textContent = state.serverSeedHash;
    nonce.textContent = String(state.nonce);
    if (document.activeElement !== input) input.value = state.clientSeed;
  };
  render(store.state);
  const unsubscribe = store.subscribe(render);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const clientSeed = input.value.trim();
    if (!isValidClientSeed(clientSeed)) return say(formMessage, CLIENT_SEED_RULE, true);
    if (isBusy()) return say(formMessage, t.busy, true);
    try {
      const answer = await callGame<Partial<FairnessState>>('clientSeed', { clientSeed });
      store.set({ ...store.state, ...answer, clientSeed: answer.clientSeed ?? clientSeed });
      say(formMessage, t.clientSeedSaved, false);
    } catch (error) {
      say(formMessage, (error as Error).message, true);
    }
  });

  rotate.addEventListener('click', async () => {
    if (isBusy()) return say(revealed, t.busy, true);
    rotate.disabled = true;
    const shownHash = store.state.serverSeedHash;
    try {
      const answer = await callGame<RotateSeedAnswer>('rotateSeed', {});
      store.set(answer.next);
      showRevealed(revealed, answer, shownHash, store.roundsUnder(answer.revealedHash), verify);
    } catch (error) {
      say(revealed, error instanceof GameApiError ? error.message : String(error), true);
    } finally {
      rotate.disabled = false;
    }
  });

  const dialog = openDialog(
    t.fairTitle,
    h('p', { class: 'lead', text: t.fairIntro }),
    h(
      'dl',
      { class: 'facts' },
      h('dt', { text: t.serverSeedHash }),
      h('dd', {}, hash),
      h('dt', { text: t.nextNonce }),
      h('dd', {}, nonce),
    ),
    form,
    h('div', { class: 'rotate' }, rotate),
    revealed,
  );
  dialog.addEventListener('close', unsubscribe);
}

function say(target: HTMLElement, message: string, isError: boolean): void {
  target.textContent = message;
  target.classList.toggle('is-error', isError);
}

function showRevealed(target: HTMLElement, answer: RotateSeedAnswer, shownHash: string, rounds: PlayedRound[], verify: RoundVerifier): void {
  const seedOk = verifyServerSeed(answer.revealedServerSeed, answer.revealedHash) && answer.revealedHash.toLowerCase() === shownHash.toLowerCase();
  const checked = rounds.map((round) => {
    try {
      return verify(round, answer.revealedServerSeed);
    } catch {
      return false;
    }
  });
  const ok = checked.filter(Boolean).length;
  target.classList.remove('is-error');
  fill(
    target,
    h(
      'dl',
      { class: 'facts' },
      h('dt', { text: t.revealedSeed }),
      h('dd', {}, h('code', { class: 'mono', text: answer.revealedServerSeed })),
      h('dt', { text: t.revealedHash }),
      h('dd', {}, h('code', { class: 'mono', text: answer.revealedHash })),
    ),
    h('p', { class: seedOk ? 'check check--ok' : 'check check--bad', text: seedOk ? t.seedMatches : t.seedMismatch }),
    rounds.length > 0 ? h('p', { class: ok === rounds.length ? 'check check--ok' : 'check check--bad', text: t.roundsChecked(ok, rounds.length) }) : null,
  );
}
