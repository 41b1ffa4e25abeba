import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../app/use-document-title';
import { PageHeader } from '../../ui/PageHeader';
import { LoadError, Loading } from '../../ui/Status';
import { useCan } from '../account/use-permissions';
import { HomepageEditor } from './HomepageEditor';
import { HomepageWidget } from './HomepageWidget';
import type { HomepageLayout } from './homepage-layout';
import { useHomepageLayout } from './use-homepage-layout';
import '../../ui/table.css';
import './homepage.css';

/**
 * shipment-domain §2 Homepage: what needs attention now, kept live by the event stream (decision 0111), in the
 * sections and order the user arranged (decision 0185).
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.homepage'));
  // Every signed-in user has a homepage; only those who follow tours have these widgets.
  const followsTours = useCan('tours.read');
  const homepage = useHomepageLayout();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader
        title={t('nav.homepage')}
        actions={
          followsTours &&
          homepage.layout &&
          !editing && (
            <Button className="button" onPress={() => setEditing(true)}>
              {t('homepageLayout.arrange')}
            </Button>
          )
        }
      />
      {!followsTours ? (
        <section className="panel empty-state">
          <p className="empty-state__text">{t('homepage.noAccess')}</p>
        </section>
      ) : homepage.isError ? (
        <LoadError onRetry={() => void homepage.refetch()} />
      ) : !homepage.layout ? (
        <Loading />
      ) : editing ? (
        <HomepageEditor
          layout={homepage.layout}
          onSave={async (draft) => {
            await homepage.save(draft);
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Sections layout={homepage.layout} />
      )}
    </>
  );
}

function Sections({ layout }: { layout: HomepageLayout }) {
  const { t } = useTranslation();
  const shown = layout.sections.filter((section) => section.isHomepageSet);
  if (shown.every((section) => section.widgets.length === 0))
    return (
      <section className="panel empty-state">
        <p className="empty-state__text">{t('homepageLayout.empty')}</p>
      </section>
    );
  return (
    <div className="homepage__sections">
      {shown.map((section) => (
        <section
          key={section.key}
          className="homepage__section"
          aria-labelledby={`${section.key}-title`}
          data-testid="homepage-section"
        >
          <h2 className="homepage__section-title" id={`${section.key}-title`}>
            {section.title}
          </h2>
          {section.widgets.length === 0 ? (
            <p className="homepage__empty">{t('homepageLayout.sectionEmpty')}</p>
          ) : (
            <div className="homepage">
              {section.widgets.map((widget) => (
                <HomepageWidget key={widget.key} widget={widget} />
              ))}
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
