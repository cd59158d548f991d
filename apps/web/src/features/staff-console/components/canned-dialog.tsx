import type { LiveCanned } from '@storefront/contract';
import { LIVE_CANNED_BODY_MAX_CHARS, LIVE_CANNED_SHORTCUT_MAX_CHARS } from '@storefront/contract/constants';
import { Pencil, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BusyButton } from '../../../components/busy-button.tsx';
import { notify } from '../../../components/dialogs/message-store.ts';
import { Field, TextField } from '../../../components/form/form-fields.tsx';
import { FormAlert } from '../../../components/form/form-parts.tsx';
import { Modal } from '../../../components/modal.tsx';
import { deleteCanned, saveCanned, useCannedAnswers, type CannedField } from '../console-api.ts';

const SHORTCUT = /^[\p{L}\p{N}_-]+$/u;

/** The team's canned answers: the list, with add, edit and delete (bodies are plain text). */
export function CannedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const canned = useCannedAnswers();
  const [editing, setEditing] = useState<LiveCanned | 'new' | null>(null);
  const { refetch } = canned;
  // Opened, it shows the list as it is now (another agent may have changed it).
  useEffect(() => {
    if (open) void refetch();
  }, [open, refetch]);
  return (
    <Modal open={open} onClose={onClose} title={t('staff.console.canned.title')} width={560}>
      <div className="console-canned">
        {editing ? (
          <CannedForm
            key={editing === 'new' ? 'new' : editing.idx}
            canned={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            <Plus size={18} aria-hidden="true" /> {t('staff.console.canned.add')}
          </button>
        )}
        {canned.isError ? (
          <FormAlert text={t('staff.console.failed')} />
        ) : (
          <ul
            className="console-canned__list"
            aria-label={t('staff.console.canned.title')}
            aria-busy={canned.isPending}
          >
            {(canned.data ?? []).map((row) => (
              <CannedRow key={row.idx} canned={row} onEdit={() => setEditing(row)} />
            ))}
          </ul>
        )}
        {canned.data?.length === 0 && <p className="console-muted">{t('staff.console.canned.empty')}</p>}
      </div>
    </Modal>
  );
}

function CannedRow({ canned, onEdit }: { canned: LiveCanned; onEdit: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    const done = await deleteCanned(canned.idx);
    setBusy(false);
    if (!done) notify.error(t('staff.console.failed'));
  };
  return (
    <li className="console-canned__row">
      <div className="console-canned__text">
        <strong>/{canned.shortcut}</strong>
        {/* Text, never HTML: a canned answer is inserted into the input as typed text. */}
        <p>{canned.body}</p>
      </div>
      {confirming ? (
        <div className="console-canned__actions" role="group" aria-label={t('staff.console.canned.confirmDelete')}>
          <BusyButton busy={busy} type="button" className="button console-danger" onClick={() => void remove()}>
            {t('staff.console.delete')}
          </BusyButton>
          <button type="button" className="button" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </button>
        </div>
      ) : (
        <div className="console-canned__actions">
          <button
            type="button"
            className="console-icon-button"
            aria-label={t('staff.console.canned.edit', { shortcut: canned.shortcut })}
            onClick={onEdit}
          >
            <Pencil size={16} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="console-icon-button"
            aria-label={t('staff.console.canned.delete', { shortcut: canned.shortcut })}
            onClick={() => setConfirming(true)}
          >
            <Trash2 size={16} aria-hidden="true" />
          </button>
        </div>
      )}
    </li>
  );
}

function CannedForm({ canned, onDone }: { canned: LiveCanned | null; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [shortcut, setShortcut] = useState(canned?.shortcut ?? '');
  const [body, setBody] = useState(canned?.body ?? '');
  const [errors, setErrors] = useState<Partial<Record<CannedField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = (): Partial<Record<CannedField, string>> => {
    const found: Partial<Record<CannedField, string>> = {};
    const cut = shortcut.trim().replace(/^\//, '');
    if (!cut) found.shortcut = t('staff.console.canned.shortcutRequired');
    else if (!SHORTCUT.test(cut)) found.shortcut = t('staff.console.canned.shortcutInvalid');
    if (!body.trim()) found.body = t('staff.console.canned.bodyRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await saveCanned({
      ...(canned ? { idx: canned.idx } : {}),
      shortcut: shortcut.trim().replace(/^\//, ''),
      body: body.trim(),
    });
    setBusy(false);
    if (result.ok) {
      onDone();
      return;
    }
    const { field, key, message } = result.refusal;
    const text = message ?? (key ? t(key) : t('staff.console.failed'));
    if (field) setErrors({ [field]: text });
    else setFormError(text);
  };

  return (
    <form className="console-canned__form" onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert text={formError} />
      <TextField
        id={`${id}-shortcut`}
        label={t('staff.console.canned.shortcut')}
        hint={t('staff.console.canned.shortcutHint')}
        value={shortcut}
        maxLength={LIVE_CANNED_SHORTCUT_MAX_CHARS + 1}
        error={errors.shortcut}
        onValueChange={setShortcut}
      />
      <Field id={`${id}-body`} label={t('staff.console.canned.body')} error={errors.body}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={LIVE_CANNED_BODY_MAX_CHARS}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </Field>
      <div className="console-canned__actions">
        <BusyButton busy={busy} icon={Save} className="button button--primary">
          {t('staff.console.canned.save')}
        </BusyButton>
        <button type="button" className="button" onClick={onDone}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
