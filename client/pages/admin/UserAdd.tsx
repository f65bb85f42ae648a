import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/Link';
import { paths } from '../../../shared/paths';
import { adminCreateUserSchema } from '../../../shared/schemas/users';
import type { AdminUser } from '../../../shared/types';
import { AdminPage } from '../../components/AdminPage';
import { FormAlert, SelectField, SubmitButton, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { http } from '../../lib/http';

const roles = [
  { value: 'user', label: 'Student' },
  { value: 'admin', label: 'Administrator' },
];

export default function UserAdd() {
  const navigate = useNavigate();
  const form = useForm(adminCreateUserSchema, { firstname: '', lastname: '', email: '', role: 'user', password: '', password_confirmation: '' });
  const field = (name: 'firstname' | 'lastname' | 'email' | 'role' | 'password' | 'password_confirmation') => ({
    name,
    value: form.values[name],
    error: form.error(name),
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
  });
  return (
    <AdminPage title="Add user" intro="Create an account for a student or a colleague. They can change the password after signing in.">
      <Card>
        <form
          noValidate
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit(async (values) => {
              const user = await http.post<AdminUser>('/api/admin/users', values);
              toast(`${user.firstname} ${user.lastname} has been added.`);
              await navigate(paths.adminUser(user.id));
            });
          }}
        >
          <FormAlert message={form.message} />
          <div className="form-grid">
            <TextField label="First name" required autoComplete="off" {...field('firstname')} />
            <TextField label="Last name" required autoComplete="off" {...field('lastname')} />
            <TextField label="E-mail address" type="email" required autoComplete="off" {...field('email')} />
            <SelectField label="Role" options={roles} {...field('role')} />
            <TextField label="Password" type="password" required autoComplete="new-password" hint="At least 8 characters." {...field('password')} />
            <TextField label="Confirm password" type="password" required autoComplete="new-password" {...field('password_confirmation')} />
          </div>
          <div className="form-actions">
            <SubmitButton busy={form.busy}>Add user</SubmitButton>
            <Link to={paths.adminUsers()}>Cancel</Link>
          </div>
        </form>
      </Card>
    </AdminPage>
  );
}
