// The student's one conversation with the agency's advisers.
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { Thread } from '../../../shared/workflow';
import { Card, HeaderBanner } from '../../components/ui';
import { Conversation } from '../../components/workflow/Conversation';
import { apiContext, useSession } from '../../lib/context';
import { useT } from '../../lib/i18n';

export function loader({ context }: LoaderFunctionArgs): Promise<Thread> {
  return context.get(apiContext).myThread();
}

export default function Messages() {
  const thread = useLoaderData() as Thread;
  const { user } = useSession();
  const t = useT();
  return (
    <>
      <HeaderBanner image="account.svg" title={t('msg.banner')} subtitle={t('msg.bannerLead')} />
      <div className="container section narrow-wide">
        <Card title={t('msg.card')}>
          <Conversation thread={thread} me={user?.id ?? 0} empty={t('msg.empty')} />
        </Card>
      </div>
    </>
  );
}
