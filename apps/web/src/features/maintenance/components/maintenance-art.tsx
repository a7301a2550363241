/** A gear and a spanner in the brand's accent: drawn here, sized, so nothing shifts while it loads. */
export function MaintenanceArt() {
  return (
    <svg className="mt-art" width="96" height="96" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <circle cx="48" cy="48" r="46" fill="var(--accent-soft)" />
      <g fill="none" stroke="var(--accent)" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="42" cy="44" r="11" />
        <path d="M42 21v7M42 60v7M19 44h7M58 44h7M26 28l5 5M53 55l5 5M26 60l5-5M53 33l5-5" />
        <path d="M57 62l12 12a5 5 0 0 0 7-7L64 55" />
      </g>
    </svg>
  );
}
