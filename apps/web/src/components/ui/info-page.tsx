import './coming-soon.css';

/** A short text page (about, help, terms, responsible gaming). */
export function InfoArticle({ title, body }: { title: string; body: readonly string[] }) {
  return (
    <article className="info-article">
      <h1 className="info-article__title">{title}</h1>
      {body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </article>
  );
}
