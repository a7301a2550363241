/** What a lazily loaded screen shows while its code arrives. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
