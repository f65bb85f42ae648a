import { type ReactNode, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import { Link } from '../../components/Link';
import { formatDateTime } from '../../../shared/format';
import { portalPaths } from '../../../shared/portal-paths';
import type { ContactMessage } from '../../../shared/study';
import { AdminPage } from '../../components/AdminPage';
import { DetailsCard } from '../../components/admin/resource';
import { FormAlert } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { api, HttpError } from '../../lib/http';
import { enquiryLabel, MessageStatus } from './Messages';

export function loader({ params, context }: LoaderFunctionArgs) {
  return context.get(apiContext).adminRecord('messages', params.id ?? '');
}

export const meta = (data: unknown) => ({ title: `Message from ${(data as ContactMessage).name}` });

export default function MessageView() {
  const message = useLoaderData() as ContactMessage;
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function setHandled(handled: boolean) {
    setBusy(true);
    setError(null);
    try {
      await api.setMessageHandled({ id: message.id }, { handled });
      toast(handled ? 'Marked as handled.' : 'Marked as new again.');
      await revalidator.revalidate();
    } catch (e) {
      if (e instanceof HttpError && e.status < 500) setError(e.body?.message ?? 'That did not work.');
    } finally {
      setBusy(false);
    }
  }

  const reply = `mailto:${message.email}?subject=${encodeURIComponent(`Re: your enquiry (${enquiryLabel(message.enquiry_type)})`)}`;
  const rows: Array<[string, ReactNode]> = [
    ['From', message.name],
    ['E-mail', <a href={reply}>{message.email}</a>],
    ['Phone', message.phone ? <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}>{message.phone}</a> : ''],
    ['Lives in', message.country ?? ''],
    ['About', enquiryLabel(message.enquiry_type)],
    ['Received', formatDateTime(message.created_at)],
    ['Status', message.handled_at ? `Handled by ${message.handled_by ?? 'a former colleague'} on ${formatDateTime(message.handled_at)}` : 'New'],
  ];

  return (
    <AdminPage title={`Message from ${message.name}`} intro={<MessageStatus message={message} />}>
      <div className="admin-stack">
        <DetailsCard rows={rows} />
        <Card title="Message">
          <p className="message-text">{message.message}</p>
        </Card>
        <FormAlert message={error} />
        <div className="form-actions">
          <a className="btn btn-ghost" href={reply}>
            Reply by e-mail
          </a>
          {message.handled_at ? (
            <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => void setHandled(false)}>
              Mark as new
            </button>
          ) : (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void setHandled(true)}>
              Mark as handled
            </button>
          )}
          <Link to={portalPaths.adminMessages()}>Back to messages</Link>
        </div>
      </div>
    </AdminPage>
  );
}
