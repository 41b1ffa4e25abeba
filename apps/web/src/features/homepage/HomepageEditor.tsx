// The homepage arranged in place (decision 0185): sections renamed, shown or kept aside, added, removed and
// moved; widgets added, removed and moved inside their section. A draft until Save; every control is a button,
// a field or a select, operable with Tab, Enter and Space, and a moved item keeps the focus.
import { HOMEPAGE_WIDGET_KINDS, type HomepageWidgetKind } from '@cargolens/domain/settings';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../app/toasts';
import { CheckboxInput } from '../../ui/CheckboxInput';
import { Icon } from '../../ui/Icon';
import { SelectField } from '../../ui/SelectField';
import { TextInput } from '../../ui/TextInput';
import {
  edits,
  type HomepageLayout,
  type LayoutSection,
  type LayoutWidget,
  untitledSections,
} from './homepage-layout';

const KIND_LABEL = {
  lateStops: 'homepage.lateStops',
  silentTours: 'homepage.silentTours',
  arrivals: 'homepage.arrivals',
} as const;

interface EditorProps {
  layout: HomepageLayout;
  onSave: (draft: HomepageLayout) => Promise<void>;
  onCancel: () => void;
}

export function HomepageEditor({ layout, onSave, onCancel }: EditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(layout);
  const [saving, setSaving] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // After a move the moved item's button keeps the focus (or its other move button at an end).
  const [focus, setFocus] = useState<string[] | null>(null);
  useEffect(() => {
    if (!focus) return;
    for (const id of focus) {
      const element = document.getElementById(id);
      if (element && !element.hasAttribute('disabled')) {
        element.focus();
        break;
      }
    }
    setFocus(null);
  }, [focus]);

  const untitled = new Set(untitledSections(draft));
  const widgetName = (widget: LayoutWidget) => widget.title ?? t(KIND_LABEL[widget.kind]);
  const kinds = HOMEPAGE_WIDGET_KINDS.map((kind) => ({ id: kind, label: t(KIND_LABEL[kind]) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (untitled.size > 0) {
      document.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(draft);
      showToast({ tone: 'success', title: 'successTitle', text: 'homepageLayout.saved' });
    } catch {
      // The API client has shown the error's toast; the draft stays to try again.
    } finally {
      setSaving(false);
    }
  };

  const move = (section: LayoutSection, widget: LayoutWidget | null, by: -1 | 1) => {
    if (widget) {
      setDraft(edits.moveWidget(draft, section.key, widget.key, by));
      const base = `move-${widget.key}`;
      setFocus(by < 0 ? [`${base}-up`, `${base}-down`] : [`${base}-down`, `${base}-up`]);
    } else {
      setDraft(edits.moveSection(draft, section.key, by));
      const base = `move-${section.key}`;
      setFocus(by < 0 ? [`${base}-up`, `${base}-down`] : [`${base}-down`, `${base}-up`]);
    }
  };

  return (
    <form className="homepage-editor" onSubmit={submit} aria-labelledby="homepage-editor-title" noValidate>
      <h2 id="homepage-editor-title" className="homepage__section-title">
        {t('homepageLayout.editorTitle')}
      </h2>
      <p className="homepage-editor__intro">{t('homepageLayout.intro')}</p>
      {draft.sections.map((section, index) => (
        <SectionEditor
          key={section.key}
          section={section}
          first={index === 0}
          last={index === draft.sections.length - 1}
          titleError={submitted && untitled.has(section.key) ? t('homepageLayout.titleRequired') : undefined}
          kinds={kinds}
          widgetName={widgetName}
          onRename={(title) => setDraft(edits.renameSection(draft, section.key, title))}
          onShow={(shown) => setDraft(edits.showSection(draft, section.key, shown))}
          onRemove={() => {
            setDraft(edits.removeSection(draft, section.key));
            setFocus(['homepage-add-section']);
          }}
          onMove={(widget, by) => move(section, widget, by)}
          onAddWidget={(kind) => setDraft(edits.addWidget(draft, section.key, kind))}
          onRemoveWidget={(widget) => {
            setDraft(edits.removeWidget(draft, section.key, widget.key));
            setFocus([`add-${section.key}`]);
          }}
        />
      ))}
      <div className="homepage-editor__actions">
        <Button
          id="homepage-add-section"
          className="button"
          onPress={() =>
            setDraft(
              edits.addSection(draft, t('homepageLayout.newSection', { number: draft.sections.length + 1 })),
            )
          }
        >
          <Icon name="plus" size={16} />
          {t('homepageLayout.addSection')}
        </Button>
        <span className="homepage-editor__spacer" />
        <Button className="button" onPress={onCancel} isDisabled={saving}>
          {t('admin.cancel')}
        </Button>
        <Button type="submit" className="button button--primary" isPending={saving}>
          {t('homepageLayout.save')}
        </Button>
      </div>
    </form>
  );
}

function SectionEditor({
  section,
  first,
  last,
  titleError,
  kinds,
  widgetName,
  onRename,
  onShow,
  onRemove,
  onMove,
  onAddWidget,
  onRemoveWidget,
}: {
  section: LayoutSection;
  first: boolean;
  last: boolean;
  titleError: string | undefined;
  kinds: { id: HomepageWidgetKind; label: string }[];
  widgetName: (widget: LayoutWidget) => string;
  onRename: (title: string) => void;
  onShow: (shown: boolean) => void;
  onRemove: () => void;
  onMove: (widget: LayoutWidget | null, by: -1 | 1) => void;
  onAddWidget: (kind: HomepageWidgetKind) => void;
  onRemoveWidget: (widget: LayoutWidget) => void;
}) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<HomepageWidgetKind>('lateStops');
  const name = section.title.trim() || t('homepageLayout.untitled');
  return (
    <section className="panel homepage-editor__section" aria-label={name} data-testid="section-editor">
      <div className="homepage-editor__row">
        <TextInput
          label={t('homepageLayout.sectionTitle')}
          value={section.title}
          onChange={onRename}
          maxLength={80}
          error={titleError}
        />
        <CheckboxInput label={t('homepageLayout.shown')} value={section.isHomepageSet} onChange={onShow} />
        <span className="homepage-editor__spacer" />
        <MoveButtons
          id={`move-${section.key}`}
          name={name}
          upLabel="homepageLayout.moveSectionUp"
          downLabel="homepageLayout.moveSectionDown"
          first={first}
          last={last}
          onMove={(by) => onMove(null, by)}
        />
        <Button
          className="button button--icon"
          aria-label={t('homepageLayout.removeSection', { name })}
          onPress={onRemove}
        >
          <Icon name="trash" size={16} />
        </Button>
      </div>
      {section.widgets.length === 0 ? (
        <p className="homepage__empty">{t('homepageLayout.sectionEmpty')}</p>
      ) : (
        <ol className="homepage-editor__widgets">
          {section.widgets.map((widget, index) => (
            <li key={widget.key} className="homepage-editor__widget" data-testid="widget-editor">
              <span className="homepage-editor__widget-name">{widgetName(widget)}</span>
              <MoveButtons
                id={`move-${widget.key}`}
                name={widgetName(widget)}
                upLabel="homepageLayout.moveWidgetUp"
                downLabel="homepageLayout.moveWidgetDown"
                first={index === 0}
                last={index === section.widgets.length - 1}
                onMove={(by) => onMove(widget, by)}
              />
              <Button
                className="button button--icon"
                aria-label={t('homepageLayout.removeWidget', { name: widgetName(widget) })}
                onPress={() => onRemoveWidget(widget)}
              >
                <Icon name="trash" size={16} />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="homepage-editor__row">
        <SelectField
          label={t('homepageLayout.widgetKind', { name })}
          options={kinds}
          value={kind}
          onChange={(value) => setKind(value as HomepageWidgetKind)}
        />
        <Button id={`add-${section.key}`} className="button" onPress={() => onAddWidget(kind)}>
          <Icon name="plus" size={16} />
          {t('homepageLayout.addWidget')}
        </Button>
      </div>
    </section>
  );
}

function MoveButtons({
  id,
  name,
  upLabel,
  downLabel,
  first,
  last,
  onMove,
}: {
  id: string;
  name: string;
  upLabel: 'homepageLayout.moveSectionUp' | 'homepageLayout.moveWidgetUp';
  downLabel: 'homepageLayout.moveSectionDown' | 'homepageLayout.moveWidgetDown';
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        id={`${id}-up`}
        className="button button--icon"
        aria-label={t(upLabel, { name })}
        isDisabled={first}
        onPress={() => onMove(-1)}
      >
        <Icon name="chevronUp" size={16} />
      </Button>
      <Button
        id={`${id}-down`}
        className="button button--icon"
        aria-label={t(downLabel, { name })}
        isDisabled={last}
        onPress={() => onMove(1)}
      >
        <Icon name="chevronDown" size={16} />
      </Button>
    </>
  );
}
