import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import type { Testimonial } from '../../../shared/content';
import { ImageField } from '../../components/admin/ImageField';
import { loadRecord, recordMeta, ResourceEditor, useImageField, useResourceForm } from '../../components/admin/resource';
import { SelectField, TextAreaField, TextField } from '../../components/form';
import { apiContext } from '../../lib/context';
import { testimonials } from './Testimonials';

interface Data {
  testimonial: Testimonial | null;
  destinations: Array<{ slug: string; name: string }>;
}

export async function loader(args: LoaderFunctionArgs): Promise<Data> {
  const [testimonial, countries] = await Promise.all([loadRecord(testimonials, args), args.context.get(apiContext).adminList('study-countries', { sort: 'name', per_page: '100' })]);
  return { testimonial, destinations: countries.results };
}

export const meta = (data: unknown) => recordMeta(testimonials, (data as Data).testimonial);

export default function TestimonialEdit() {
  const { testimonial, destinations } = useLoaderData() as Data;
  const form = useResourceForm(testimonials, testimonial, (t) => ({ photo_id: t.photo?.id ?? null }));
  const photo = useImageField(form, 'photo_id', testimonial?.photo);

  return (
    <ResourceEditor resource={testimonials} record={testimonial} form={form} intro="Ask the student before publishing their name and photo.">
      <div className="form-grid">
        <TextField label="Student’s name" required {...form.text('name')} />
        <SelectField label="Destination" placeholder="Not given" options={destinations.map((d) => ({ value: d.slug, label: d.name }))} {...form.text('country')} />
        <TextField label="Course" {...form.text('course')} />
        <TextField label="Institution" {...form.text('institution')} />
      </div>
      <TextAreaField label="What they said" rows={6} {...form.text('text')} />
      <ImageField label="Photo (optional)" {...photo} />
    </ResourceEditor>
  );
}
