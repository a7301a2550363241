import { t } from '../../../lib/i18n.ts';
import { FormErrors } from '../../../components/form-errors.tsx';

/** What the server (or the form's own check) refused, in its words, beside the form that sent it. */
export function Refusal({ id, errors }: { id: string; errors: readonly string[] | null }) {
  return <FormErrors id={id} className="desk-errors" title={t.sportsbook.refusedTitle} errors={errors} />;
}

/** A submit button that shows it is waiting for the server. */
export function SubmitButton({ pending, label, danger = false }: { pending: boolean; label: string; danger?: boolean }) {
  return (
    <button type="submit" className={`button ${danger ? 'button--danger' : 'button--primary'}`} disabled={pending} aria-busy={pending}>
      {pending ? <span className="spinner" aria-hidden="true" /> : null}
      {pending ? t.sportsbook.saving : label}
    </button>
  );
}
