import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { PageHeader } from '../../ui/PageHeader';

/** A screen that only says something (not found, not allowed) and offers one way back, already translated. */
export function MessagePage({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  back: { to: string; label: string };
}) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} />
      <section className="panel empty-state">
        <p className="empty-state__text">{text}</p>
        <Link className="button button--secondary" to={back.to}>
          {back.label}
        </Link>
      </section>
    </>
  );
}
