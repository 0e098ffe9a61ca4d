// The static list of migrations, in order (no file-system scan: works the same under tsx, jest and a bundle).
import type { Migration } from 'kysely';
import * as clientsAndFacilities from './2026_11_22_0100_clients_and_facilities';
import * as usersAndSessions from './2026_11_22_0110_users_and_sessions';
import * as lookups from './2026_11_22_0120_lookups';
import * as termsAnnouncementsAuditOutbox from './2026_11_22_0130_terms_announcements_audit_outbox';
import * as contracts from './2026_11_22_0200_contracts';
import * as jobs from './2026_11_22_0310_jobs';
import * as customerConsents from './2026_11_22_0320_customer_consents';
import * as contractListIndexes from './2026_11_22_0400_contract_list_indexes';
import * as providerEvents from './2026_11_22_0500_provider_events';
import * as contractListSearchIndexes from './2026_11_25_0100_contract_list_search_indexes';
import * as paymentDetails from './2026_11_25_0200_payment_details';
import * as encryptionKeys from './2026_11_26_0500_encryption_keys';
import * as idempotencyRequestHash from './2026_11_26_0600_idempotency_request_hash';
import * as servicingEngine from './2026_11_26_0700_servicing_engine';
import * as bannersAnnouncementsSurveys from './2026_11_26_0800_banners_announcements_surveys';
import * as surveyAnswersText from './2026_11_26_0810_survey_answers_text';
import * as adverseActionLetters from './2026_11_26_0900_adverse_action_letters';
import * as userAdministration from './2026_11_26_1000_user_administration';
import * as termSheetVersions from './2026_11_26_1010_term_sheet_versions';
import * as reportIndexes from './2026_11_26_1810_report_indexes';
import * as facilityProcessingFee from './2026_11_26_1830_facility_processing_fee';
import * as contractsByType from './2026_11_26_2100_contracts_by_type';
import * as contractListCounts from './2026_11_26_2230_contract_list_counts';
import * as paymentFeesPaid from './2026_11_27_0010_payment_fees_paid';
import * as paymentMonthTotals from './2026_11_27_0100_payment_month_totals';
import * as contractsSchedules from './2026_11_27_0110_contracts_schedules';
import * as analysisCoveringIndexes from './2026_11_27_0200_analysis_covering_indexes';
import * as paymentsMadeCovering from './2026_11_27_0210_payments_made_covering';
import * as contractListNewestByFacility from './2026_11_27_1800_contract_list_newest_by_facility';
import * as contractSearchTrigrams from './2026_11_27_1810_contract_search_trigrams';

export const migrations: Record<string, Migration> = {
  '2026_11_22_0100_clients_and_facilities': clientsAndFacilities,
  '2026_11_22_0110_users_and_sessions': usersAndSessions,
  '2026_11_22_0120_lookups': lookups,
  '2026_11_22_0130_terms_announcements_audit_outbox': termsAnnouncementsAuditOutbox,
  '2026_11_22_0200_contracts': contracts,
  '2026_11_22_0310_jobs': jobs,
  '2026_11_22_0320_customer_consents': customerConsents,
  '2026_11_22_0400_contract_list_indexes': contractListIndexes,
  '2026_11_22_0500_provider_events': providerEvents,
  '2026_11_25_0100_contract_list_search_indexes': contractListSearchIndexes,
  '2026_11_25_0200_payment_details': paymentDetails,
  '2026_11_26_0500_encryption_keys': encryptionKeys,
  '2026_11_26_0600_idempotency_request_hash': idempotencyRequestHash,
  '2026_11_26_0700_servicing_engine': servicingEngine,
  '2026_11_26_0800_banners_announcements_surveys': bannersAnnouncementsSurveys,
  '2026_11_26_0810_survey_answers_text': surveyAnswersText,
  '2026_11_26_0900_adverse_action_letters': adverseActionLetters,
  '2026_11_26_1000_user_administration': userAdministration,
  '2026_11_26_1010_term_sheet_versions': termSheetVersions,
  '2026_11_26_1810_report_indexes': reportIndexes,
  '2026_11_26_1830_facility_processing_fee': facilityProcessingFee,
  '2026_11_26_2100_contracts_by_type': contractsByType,
  '2026_11_26_2230_contract_list_counts': contractListCounts,
  '2026_11_27_0010_payment_fees_paid': paymentFeesPaid,
  '2026_11_27_0100_payment_month_totals': paymentMonthTotals,
  '2026_11_27_0110_contracts_schedules': contractsSchedules,
  '2026_11_27_0200_analysis_covering_indexes': analysisCoveringIndexes,
  '2026_11_27_0210_payments_made_covering': paymentsMadeCovering,
  '2026_11_27_1800_contract_list_newest_by_facility': contractListNewestByFacility,
  '2026_11_27_1810_contract_search_trigrams': contractSearchTrigrams,
};
