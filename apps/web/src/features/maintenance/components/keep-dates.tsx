/** A 'dd-MM HH:mm' in running text, kept on one line (a browser would otherwise break it after the hyphen). */
export function KeepDates({ text }: { text: string }) {
  return text.split(/(\d{2}-\d{2} \d{2}:\d{2})/).map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="mt-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
