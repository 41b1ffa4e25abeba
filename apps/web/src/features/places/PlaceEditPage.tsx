import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import { PageHeader } from '../../ui/PageHeader';
import { LoadError, Loading } from '../../ui/Status';
import { onBehalfPath, useActingOrganization } from '../organizations/acting-organization';
import { PlaceForm } from './PlaceForm';
import { emptyForm, formOf, type Place } from './place-form';
import { usePlace } from './use-places';
import './places.css';

/** /admin/addresses/new creates a place; /admin/addresses/:id edits one. */
export function PlaceEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const creating = id === undefined || id === 'new';
  const place = usePlace(creating ? undefined : id);
  const navigate = useNavigate();
  const acting = useActingOrganization();
  const title = creating
    ? t('places.createTitle')
    : place.data
      ? t('places.editTitle', { name: place.data.name })
      : t('places.title');
  useDocumentTitle(title);

  const back = (
    <RouterLink className="button button--ghost" to={onBehalfPath(acting, '/admin/addresses')}>
      {t('places.back')}
    </RouterLink>
  );
  if (!creating && place.isPending) return <Loading />;
  if (!creating && place.isError) return <LoadError onRetry={() => void place.refetch()} />;
  const current = creating ? undefined : (place.data as Place);
  return (
    <>
      <PageHeader title={title} actions={back} />
      <PlaceForm
        // A fresh form per place: leaving one place for another must not keep the first one's values.
        key={current?.id ?? 'new'}
        initial={current ? formOf(current) : emptyForm()}
        {...(current ? { placeId: current.id, isActive: current.isActive } : {})}
        onSaved={(saved) => {
          if (creating)
            void navigate(onBehalfPath(acting, `/admin/addresses/${saved.id}`), { replace: true });
        }}
      />
    </>
  );
}
