// The student's one conversation with the agency's advisers.
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { Thread } from '../../../shared/workflow';
import { Card, HeaderBanner } from '../../components/ui';
import { Conversation } from '../../components/workflow/Conversation';
import { apiContext, useSession } from '../../lib/context';

export function loader({ context }: LoaderFunctionArgs): Promise<Thread> {
  return context.get(apiContext).myThread();
}

export default function Messages() {
  const thread = useLoaderData() as Thread;
  const { user } = useSession();
  return (
    <>
      <HeaderBanner image="account.svg" title="Messages" subtitle="Ask your adviser anything: one conversation, kept in one place." />
      <div className="container section narrow-wide">
        <Card title="Your conversation with Meridian">
          <Conversation thread={thread} me={user?.id ?? 0} empty="No messages yet. Write to your adviser below; we answer within one working day." />
        </Card>
      </div>
    </>
  );
}
