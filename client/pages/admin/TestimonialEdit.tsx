import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Testimonial } from '../../../shared/content';
import type { ImageRef } from '../../../shared/images';
import { paths } from '../../../shared/paths';
import { testimonialSchema } from '../../../shared/schemas/content';
import { confirmDelete } from '../../components/admin/actions';
import { ImageField } from '../../components/admin/ImageField';
import { AdminPage } from '../../components/AdminPage';
import { FormAlert, SelectField, SubmitButton, TextAreaField, TextField, useForm } from '../../components/form';
import { toast } from '../../components/Toast';
import { Card } from '../../components/ui';
import { apiContext } from '../../lib/context';
import { http } from '../../lib/http';

interface Data {
  testimonial: Testimonial | null;
  destinations: Array<{ slug: string; name: string }>;
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const [testimonial, countries] = await Promise.all([params.id ? api.adminRecord('testimonials', params.id) : null, api.adminList('study-countries', { sort: 'name', per_page: '100' })]);
  return { testimonial, destinations: countries.results };
}

export const meta = (data: unknown) => {
  const { testimonial } = data as Data;
  return { title: testimonial ? `Testimonial by ${testimonial.name}` : 'Add testimonial' };
};

export default function TestimonialEdit() {
  const { testimonial, destinations } = useLoaderData() as Data;
  const navigate = useNavigate();
  const [photo, setPhoto] = useState<ImageRef | null>(testimonial?.photo ?? null);
  const form = useForm(testimonialSchema, {
    name: testimonial?.name ?? '',
    course: testimonial?.course ?? '',
    institution: testimonial?.institution ?? '',
    country: testimonial?.country ?? '',
    text: testimonial?.text ?? '',
    photo_id: testimonial?.photo?.id ?? null,
  });
  const text = (name: 'name' | 'course' | 'institution') => ({ name, value: form.values[name], error: form.error(name), onChange: (e: { target: { value: string } }) => form.set(name, e.target.value) });

  return (
    <AdminPage title={testimonial ? `Testimonial by ${testimonial.name}` : 'Add testimonial'} intro="Ask the student before publishing their name and photo.">
      <Card>
        <form
          noValidate
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit(async (values) => {
              const saved = testimonial ? await http.put<Testimonial>(`/api/admin/testimonials/${testimonial.id}`, values) : await http.post<Testimonial>('/api/admin/testimonials', values);
              toast(testimonial ? 'The testimonial has been saved.' : 'The testimonial has been added.');
              await navigate(paths.adminTestimonial(saved.id), { replace: true });
            });
          }}
        >
          <FormAlert message={form.message} />
          <div className="form-grid">
            <TextField label="Student’s name" required {...text('name')} />
            <SelectField
              label="Destination"
              name="country"
              placeholder="Not given"
              options={destinations.map((d) => ({ value: d.slug, label: d.name }))}
              value={form.values.country}
              error={form.error('country')}
              onChange={(e) => form.set('country', e.target.value)}
            />
            <TextField label="Course" {...text('course')} />
            <TextField label="Institution" {...text('institution')} />
          </div>
          <TextAreaField label="What they said" name="text" rows={6} value={form.values.text} error={form.error('text')} onChange={(e) => form.set('text', e.target.value)} />
          <ImageField
            label="Photo (optional)"
            value={photo}
            error={form.error('photo_id')}
            onChange={(next) => {
              setPhoto(next);
              form.set('photo_id', next?.id ?? null);
            }}
          />
          <div className="form-actions">
            <SubmitButton busy={form.busy}>{testimonial ? 'Save testimonial' : 'Add testimonial'}</SubmitButton>
            <Link to={paths.adminTestimonials()}>Back to testimonials</Link>
            {testimonial && (
              <button type="button" className="btn btn-danger btn-small push-right" onClick={() => void confirmDelete(`testimonial by ${testimonial.name}`, `/api/admin/testimonials/${testimonial.id}`).then((done) => done && navigate(paths.adminTestimonials()))}>
                Delete
              </button>
            )}
          </div>
        </form>
      </Card>
    </AdminPage>
  );
}
