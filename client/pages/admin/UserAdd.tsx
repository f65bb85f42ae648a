import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/Link';
import { portalPaths } from '../../../shared/portal-paths';
import { adminCreateUserSchema } from '../../../shared/schemas/users';
import { AdminPage } from '../../components/AdminPage';
import { SelectField, SubmitButton, SubmitForm, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { api } from '../../lib/http';

const roles = [
  { value: 'user', label: 'Student' },
  { value: 'adviser', label: 'Adviser' },
  { value: 'admin', label: 'Administrator' },
];

export default function UserAdd() {
  const navigate = useNavigate();
  const form = useForm(adminCreateUserSchema, { firstname: '', lastname: '', email: '', role: 'user', password: '', password_confirmation: '' });
  return (
    <AdminPage title="Add user" intro="Create an account for a student or a colleague. They can change the password after signing in.">
      <Card>
        <SubmitForm
          form={form}
          action={async (values) => {
            // The values passed the form's schema, the body's own (form.tsx `submit`): the role is one of ROLES.
            const user = await api.createUser(values as Parameters<typeof api.createUser>[0]);
            toast(`${user.firstname} ${user.lastname} has been added.`);
            await navigate(portalPaths.adminUser(user.id));
          }}
        >
          <div className="form-grid">
            <TextField label="First name" required autoComplete="off" {...form.text('firstname')} />
            <TextField label="Last name" required autoComplete="off" {...form.text('lastname')} />
            <TextField label="E-mail address" type="email" required autoComplete="off" {...form.text('email')} />
            <SelectField label="Role" options={roles} {...form.text('role')} />
            <TextField label="Password" type="password" required autoComplete="new-password" hint="At least 8 characters." {...form.text('password')} />
            <TextField label="Confirm password" type="password" required autoComplete="new-password" {...form.text('password_confirmation')} />
          </div>
          <div className="form-actions">
            <SubmitButton busy={form.busy}>Add user</SubmitButton>
            <Link to={portalPaths.adminUsers()}>Cancel</Link>
          </div>
        </SubmitForm>
      </Card>
    </AdminPage>
  );
}
