// A student's file for staff, on one page: profile and preferred destinations, the plan from offer to arrival with
// the advisers' tasks, the country checklists as the student sees them, documents with review actions, applications
// (with their offers and visa documents), and the conversation.
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router-dom';
import type { Plan } from '../../../shared/api-client';
import type { AdminDocument } from '../../../shared/documents';
import { formatDate, formatDateTime } from '../../../shared/format';
import { portalPaths } from '../../../shared/portal-paths';
import { type Destination, profileRows } from '../../../shared/profile';
import type { StaffStudentFile, Thread } from '../../../shared/workflow';
import { AdminPage } from '../../components/AdminPage';
import { DetailsCard } from '../../components/admin/resource';
import { Checklists } from '../../components/documents/Checklist';
import { ReviewList } from '../../components/documents/ReviewList';
import { Link } from '../../components/Link';
import { Card } from '../../components/ui';
import { Conversation } from '../../components/workflow/Conversation';
import { type InstitutionChoice, toInstitutionChoices } from '../../components/workflow/applications';
import { AddApplicationForm, StaffApplicationList } from '../../components/workflow/StaffApplications';
import { StaffPlanSection } from '../../components/workflow/StaffPlan';
import { apiContext, useSession } from '../../lib/context';

interface Data {
  file: StaffStudentFile;
  thread: Thread;
  plan: Plan;
  institutions: InstitutionChoice[];
  destinations: Destination[];
}

export async function loader({ params, context }: LoaderFunctionArgs): Promise<Data> {
  const api = context.get(apiContext);
  const id = params.id ?? '';
  const [file, thread, plan, institutions, destinations] = await Promise.all([api.staffStudent(id), api.staffThread(id), api.staffStudentPlan(id), api.institutions(), api.countries()]);
  return { file, thread, plan, institutions: toInstitutionChoices(institutions), destinations };
}

export const meta = (data: unknown) => {
  const { user } = (data as Data).file;
  return { title: `${user.firstname} ${user.lastname}` };
};

const sections = [
  ['profile', 'Profile'],
  ['plan', 'Plan'],
  ['checklists', 'Checklists'],
  ['documents', 'Documents'],
  ['applications', 'Applications'],
  ['conversation', 'Conversation'],
] as const;

export default function StudentView() {
  const { file, thread, plan, institutions, destinations } = useLoaderData() as Data;
  const { user: me } = useSession();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const { user } = file;
  const owner = { id: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email };
  const documents: AdminDocument[] = file.documents.map((doc) => ({ ...doc, user: owner, reviewed_by: (doc as Partial<AdminDocument>).reviewed_by ?? null }));

  const rows: Array<[string, string]> = [
    ...profileRows(user, destinations),
    ['Adviser', user.adviser?.name ?? ''],
    ['Joined', formatDateTime(user.created_at)],
  ];

  return (
    <AdminPage
      title={`${user.firstname} ${user.lastname}`}
      intro={
        <>
          Student file{user.adviser ? `, looked after by ${user.adviser.name}` : ', no adviser yet'}.
          {user.deletion_requested_at && (
            <>
              {' '}
              <span className="badge badge-danger">
                Deletion requested on {formatDate(user.deletion_requested_at)}
                {user.delete_after ? ` · erased ${formatDate(user.delete_after)} unless restored` : ''}
              </span>
            </>
          )}
          {me?.role === 'admin' && (
            <>
              {' '}
              <Link to={portalPaths.adminUser(user.id)}>Account and adviser</Link>
            </>
          )}
        </>
      }
    >
      <nav className="in-page-nav" aria-label="Sections of the file">
        <ul>
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-stack student-file">
        <section id="profile" aria-label="Profile">
          <DetailsCard rows={rows} />
        </section>
        <section id="plan">
          <Card title="Plan" className="staff-plan-card">
            <StaffPlanSection studentId={user.id} plan={plan} applications={file.applications} onChanged={refresh} />
          </Card>
        </section>
        <section id="checklists">
          <Card title="Checklists">
            <Checklists checklists={file.checklists} maxBytes={0} onChanged={refresh} staff />
          </Card>
        </section>
        <section id="documents">
          <Card title={`Documents (${documents.length})`}>
            <ReviewList documents={documents} onChanged={refresh} />
          </Card>
        </section>
        <section id="applications">
          <Card title={`Applications (${file.applications.length})`}>
            <StaffApplicationList applications={file.applications} onChanged={refresh} />
            <details className="disclosure application-add">
              <summary>Add an application</summary>
              <AddApplicationForm studentId={user.id} institutions={institutions} onAdded={refresh} />
            </details>
          </Card>
        </section>
        <section id="conversation">
          <Card title={`Conversation with ${user.firstname}`}>
            <Conversation thread={thread} student={user.id} me={me?.id ?? 0} empty={`No messages yet. Write to ${user.firstname} below.`} label={`Your message to ${user.firstname}`} />
          </Card>
        </section>
      </div>
    </AdminPage>
  );
}
