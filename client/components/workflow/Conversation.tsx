// One student's conversation with the agency, the same component on both sides: the student's /account/messages and
// the staff's student file. Plain text only: React escapes it, CSS keeps its line breaks, linkify() makes its http(s)
// addresses links. Newest at the bottom, scrolled there; opening it marks the other side's messages read.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { MESSAGE_MAX_LENGTH, type Message, type Thread } from '../../../shared/workflow';
import { api, HttpError } from '../../lib/http';
import { catalogueReady, useT } from '../../lib/i18n';
import { useKnownText } from '../../lib/known-texts';
import { useUserDates } from '../../lib/user-dates';
import { UNREAD_CHANGED } from '../../lib/unread';
import { FormAlert } from '../form';
import { linkify } from './linkify';


export function Conversation({
  thread,
  student,
  me,
  empty,
  label,
}: {
  thread: Thread;
  /** Staff's conversation with this student; none: the signed-in student's own. */
  student?: number;
  /** The reader's id: their own messages are drawn on the right. */
  me: number;
  empty: string;
  label?: string;
}) {
  const t = useT();
  const known = useKnownText();
  const { dateTime } = useUserDates();
  const [messages, setMessages] = useState<Message[]>(thread.results);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const id = useId();

  // A fresh load of the page (revalidation) brings the thread anew.
  useEffect(() => setMessages(thread.results), [thread]);

  // Newest at the bottom, and the view there.
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages]);

  // Opening the conversation reads it.
  useEffect(() => {
    if (thread.unread === 0) return;
    void (student === undefined ? api.readMyMessages() : api.readStudentMessages({ id: student }))
      .then(() => window.dispatchEvent(new Event(UNREAD_CHANGED)))
      .catch(() => undefined);
  }, [thread, student]);

  const length = body.trim().length;
  const tooLong = length > MESSAGE_MAX_LENGTH;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    setError(null);
    await catalogueReady();
    if (length === 0) {
      setError(t('msg.writeFirst'));
      return;
    }
    if (tooLong) {
      setError(t('msg.tooLong', { max: MESSAGE_MAX_LENGTH }));
      return;
    }
    setBusy(true);
    try {
      const sent = student === undefined ? await api.sendMyMessage({ body }) : await api.sendStudentMessage({ id: student }, { body });
      setMessages((current) => [...current, sent]);
      setBody('');
      window.dispatchEvent(new Event(UNREAD_CHANGED));
    } catch (e) {
      if (e instanceof HttpError && e.status < 500) setError(known(e.field('body') ?? e.body?.message ?? t('msg.notSent')));
      else if (!(e instanceof HttpError)) setError(t('form.offline'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="conversation">
      {messages.length === 0 ? (
        <p className="muted conversation-empty">{empty}</p>
      ) : (
        // Focusable so that the keyboard can scroll it.
        <ol ref={list} className="messages" aria-label={t('msg.list')} tabIndex={0}>
          {messages.map((message) => {
            const mine = message.from.id === me;
            return (
              <li key={message.id} className={mine ? 'message is-mine' : 'message'}>
                <p className="message-meta">
                  <strong>{mine ? t('msg.you') : message.from.name}</strong>
                  {message.from.role !== 'user' && !mine && <span className="muted"> · Meridian</span>}
                  <span className="muted">
                    {' '}
                    · <time dateTime={message.at}>{dateTime(message.at)}</time>
                  </span>
                </p>
                <p className="message-body">{linkify(message.body)}</p>
              </li>
            );
          })}
        </ol>
      )}
      <form method="post" noValidate className="form composer" onSubmit={(e) => void send(e)}>
        <FormAlert message={error} />
        <div className={error ? 'field has-error' : 'field'}>
          <label htmlFor={`${id}-body`}>{label ?? t('msg.yourMessage')}</label>
          <textarea
            id={`${id}-body`}
            name="body"
            className="input textarea"
            rows={4}
            value={body}
            maxLength={MESSAGE_MAX_LENGTH}
            aria-describedby={`${id}-count`}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setBody(e.target.value)}
            onKeyDown={(e) => {
              // Ctrl+Enter (⌘+Enter on a Mac) sends, as in most chat programs; Enter alone is a new line.
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void send();
            }}
          />
          <p id={`${id}-count`} className={tooLong ? 'field-hint composer-count is-over' : 'field-hint composer-count'}>
            {t('msg.count', { length, max: MESSAGE_MAX_LENGTH })}
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('msg.sending') : t('msg.send')}
          </button>
        </div>
      </form>
    </div>
  );
}
