// Every migration, by name. A new migration file is added here too (a unit test checks the two agree).
import type { Knex } from 'knex';
import * as createUsersAndTokens from './20261122100000_create_users_and_tokens';
import * as accounts from './20261122110000_accounts';
import * as documents from './20261122120000_documents';
import * as content from './20261122130000_content';
import * as study from './20261122140000_study';
import * as identity from './20261126100000_identity';
import * as auditLog from './20261126110000_audit_log';
import * as workflow from './20261126120000_workflow';
import * as countryFigures from './20261126130000_country_figures';
import * as publishingAndRevisions from './20261126140000_publishing_and_revisions';
import * as privacy from './20261126150000_privacy';
import * as privateDataNotify from './20261127090000_private_data_notify';
import * as identityHardened from './20261127100000_identity_hardened';
import * as languages from './20261128090000_languages';
import * as contentTranslations from './20261128100000_content_translations';
import * as leadsAndConsultations from './20261128120000_leads_and_consultations';
import * as offerToArrival from './20261128140000_offer_to_arrival';
import * as commission from './20261128160000_commission';
import * as scale from './20261129090000_scale';
import * as plansAtScale from './20261129100000_plans_at_scale';
import * as funnelDays from './20261129110000_funnel_days';
import * as searchText from './20261129120000_search_text';
import * as receivableDays from './20261129130000_receivable_days';
import * as searchWalk from './20261129140000_search_walk';
import * as pendingDocumentsByStudent from './20261129150000_pending_documents_by_student';

export const migrations: Record<string, Knex.Migration> = {
  '20261122100000_create_users_and_tokens': createUsersAndTokens,
  '20261122110000_accounts': accounts,
  '20261122120000_documents': documents,
  '20261122130000_content': content,
  '20261122140000_study': study,
  '20261126100000_identity': identity,
  '20261126110000_audit_log': auditLog,
  '20261126120000_workflow': workflow,
  '20261126130000_country_figures': countryFigures,
  '20261126140000_publishing_and_revisions': publishingAndRevisions,
  '20261126150000_privacy': privacy,
  '20261127090000_private_data_notify': privateDataNotify,
  '20261127100000_identity_hardened': identityHardened,
  '20261128090000_languages': languages,
  '20261128100000_content_translations': contentTranslations,
  '20261128120000_leads_and_consultations': leadsAndConsultations,
  '20261128140000_offer_to_arrival': offerToArrival,
  '20261128160000_commission': commission,
  '20261129090000_scale': scale,
  '20261129100000_plans_at_scale': plansAtScale,
  '20261129110000_funnel_days': funnelDays,
  '20261129120000_search_text': searchText,
  '20261129130000_receivable_days': receivableDays,
  '20261129140000_search_walk': searchWalk,
  '20261129150000_pending_documents_by_student': pendingDocumentsByStudent,
};
