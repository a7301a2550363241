/**
 * A form's refusal: its title and each reason the server or the form gave, announced to screen readers
 * (role="alert") and named by `id`, which the form's fields point at with aria-describedby. Nothing
 * when there is nothing to say. `className`: the form's own look.
 */
export function FormErrors({ id, title, errors, className }: { id: string; title: string; errors: readonly string[] | null | undefined; className: string }) {
  if (!errors || errors.length === 0) return null;
  return (
    <div id={id} className={className} role="alert">
      <p>{title}</p>
      <ul>
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}
