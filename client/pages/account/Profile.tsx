import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { profileSchema } from '../../../shared/schemas/users';
import type { User } from '../../../shared/types';
import { FormAlert, SubmitButton, useForm } from '../../components/form';
import { type Destination, ProfileFields, profileValues } from '../../components/ProfileFields';
import { toast } from '../../components/Toast';
import { Card, HeaderBanner } from '../../components/ui';
import { apiContext, sessionContext, useSessionObject } from '../../lib/context';
import { http } from '../../lib/http';

interface Data {
  user: User;
  destinations: Destination[];
}

export async function loader({ context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const [user, destinations] = await Promise.all([api.currentUser(), api.countries()]);
  context.get(sessionContext).setUser(user);
  return { user, destinations };
}

export default function Profile() {
  const { user, destinations } = useLoaderData() as Data;
  const session = useSessionObject();
  const form = useForm(profileSchema, profileValues(user));
  return (
    <>
      <HeaderBanner image="account.svg" title="Update Profile" subtitle="The details advisers use to match you with courses." />
      <div className="container section">
        <Card title="Your details">
          <form
            noValidate
            className="form"
            onSubmit={(event) => {
              event.preventDefault();
              void form.submit(async (values) => {
                const updated = await http.patch<User>('/api/settings/profile', values);
                session.setUser(updated);
                form.setValues(profileValues(updated));
                toast('Your profile has been saved.');
              });
            }}
          >
            <FormAlert message={form.message} />
            <ProfileFields form={form} destinations={destinations} />
            <div className="form-actions">
              <SubmitButton busy={form.busy}>Save profile</SubmitButton>
            </div>
          </form>
        </Card>
      </div>
    </>
  );
}
